import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PersonRecords as Records } from '#server/console/records/people.service.ts';
import { PersonRecords } from './PersonRecords.tsx';

const none: Records = {
  contactMessages: [],
  newsletterSubscriptions: [],
  campaignDeliveries: [],
  waitlistEntries: [],
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
});
