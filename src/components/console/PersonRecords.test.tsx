import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PersonRecords as Records } from '#server/console/records/people.service.ts';
import { PersonRecords } from './PersonRecords.tsx';

const none: Records = {
  contactMessages: [],
  newsletterSubscriptions: [],
  campaignDeliveries: [],
  waitlistEntries: [],
  bookings: [],
  eventRegistrations: [],
  eventInterests: [],
  mails: [],
  securityEvents: [],
  mailFiles: [],
  mentionedBySomeoneElse: [],
} as unknown as Records;

describe("a person's records in the console", () => {
  it.each([
    ['de', 'Newsletter-Ausgabe', 'Steuertipps – Unzustellbar'],
    ['en', 'Newsletter issue', 'Steuertipps – Bounced'],
  ] as const)('list the campaign mails that went to them (%s)', (locale, area, summary) => {
    const records = {
      ...none,
      campaignDeliveries: [
        {
          id: 7,
          campaignSubject: 'Steuertipps',
          locale: 'de',
          status: 'bounced',
          queuedAt: new Date('2026-11-20T08:00:00Z'),
          sentAt: null,
        },
      ],
    } as Records;
    const html = renderToStaticMarkup(
      <PersonRecords locale={locale} email="anna@example.ch" records={records} total={1} action="/admin/people" />,
    );
    expect(html).toContain(area);
    expect(html).toContain(summary);
  });

  it.each([
    [
      'de',
      'Beratungstermin',
      'Termin 02.12.2026, 14:00 – Etwas anderes – abgesagt',
      'Bob: Termin 03.12.2026, 15:30 – Steuern &amp; MWST – bestätigt',
    ],
    [
      'en',
      'Consultation',
      'Consultation 02.12.2026, 14:00 – Something else – cancelled',
      'Bob: Consultation 03.12.2026, 15:30 – Tax &amp; VAT – confirmed',
    ],
  ] as const)("list their bookings: when, topic and status, and another's booking that names them (%s)", (locale, area, own, others) => {
    const booking = (name: string, startsAt: string, topic: string, status: 'confirmed' | 'cancelled') => ({
      id: `${name}-booking`,
      name,
      startsAt: new Date(startsAt),
      topic,
      status,
      createdAt: new Date('2026-11-20T08:00:00Z'),
    });
    const records = {
      ...none,
      bookings: [booking('Anna', '2026-12-02T13:00:00Z', 'other', 'cancelled')],
      mentionedBySomeoneElse: [
        { table: 'bookings', belongsToSomeoneElse: true, record: booking('Bob', '2026-12-03T14:30:00Z', 'tax-reporting', 'confirmed') },
      ],
    } as unknown as Records;
    const html = renderToStaticMarkup(
      <PersonRecords locale={locale} email="anna@example.ch" records={records} total={2} action="/admin/people" />,
    );
    expect(html).toContain(area);
    expect(html).toContain(own);
    expect(html).toContain(others);
  });

  it.each([
    ['de', 'Veranstaltungsanmeldung', 'MWST live (03.12.2026, 14:30) – auf der Warteliste', 'Interessenliste', 'live-vat – unbestätigt'],
    ['en', 'Event registration', 'VAT live (03.12.2026, 14:30) – on the waiting list', 'Interest list', 'live-vat – unconfirmed'],
  ] as const)('list their event registrations and interest lists: event, when, status (%s)', (locale, area, line, listArea, listLine) => {
    const records = {
      ...none,
      eventRegistrations: [
        {
          id: 'registration',
          status: 'waiting',
          createdAt: new Date('2026-11-20T08:00:00Z'),
          event: { slug: 'vat', titleDe: 'MWST live', titleEn: 'VAT live', startsAt: new Date('2026-12-03T13:30:00Z') },
        },
      ],
      eventInterests: [{ id: 'interest', format: 'live-vat', confirmedAt: null, createdAt: new Date('2026-11-21T08:00:00Z') }],
    } as unknown as Records;
    const html = renderToStaticMarkup(
      <PersonRecords locale={locale} email="anna@example.ch" records={records} total={2} action="/admin/people" />,
    );
    expect(html).toContain(area);
    expect(html).toContain(line);
    expect(html).toContain(listArea);
    expect(html).toContain(listLine);
  });
});
