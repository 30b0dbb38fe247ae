import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventRegistrationInput } from '#lib/forms/event-registration.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { parseMail, type ParsedMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import type { Database } from '../db/client.ts';
import { eventRegistrations, events, mailOutbox } from '../db/schema.ts';
import { smtpSender } from '../mail/transport.ts';
import { deliverDueMail } from '../mail/worker.ts';
import { reminderId } from './event-mails.ts';
import {
  cancelRegistration,
  expireLapsedOffers,
  joinTarget,
  registerForEvent,
  registrationView,
  takeOfferedSeat,
  tellAttendees,
} from './registration.service.ts';
import { eventById, type EventRow } from './registrations.repo.ts';

const SITE = 'https://www.example.ch';
const logger = pino({ level: 'silent' });
const HOUR = 60 * 60_000;
const NOW = new Date('2026-12-01T09:00:00Z');
const START = new Date('2026-12-10T13:00:00Z');
const consent = (language: 'de' | 'en', at: Date = NOW) => ({
  consentAt: at,
  consentLanguage: language,
  consentSourcePage: language === 'de' ? '/events/live-vat' : '/en/events/live-vat',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
});
const input = (n: number, extra: Partial<EventRegistrationInput> = {}): EventRegistrationInput => ({
  event: 'mwst-mit-ki',
  name: `Anna Muster ${n}`,
  email: `anna${n}@example.ch`,
  company: 'Muster Treuhand GmbH',
  answer: '',
  waitingList: true,
  ...extra,
});

async function seedEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      slug: 'mwst-mit-ki',
      format: 'live-vat',
      titleDe: 'MWST-Vorbereitung mit KI',
      titleEn: 'VAT preparation with AI',
      summaryDe: 'Eine Stunde live',
      summaryEn: 'One hour live',
      descriptionDe: 'Wir zeigen, wie es geht.',
      descriptionEn: 'We show how.',
      startsAt: START,
      endsAt: new Date(START.getTime() + HOUR),
      mode: 'online',
      roomUrl: 'https://meet.example.ch/room-1',
      capacity: 2,
      registrationClosesAt: START,
      publishedAt: new Date('2026-11-20T09:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/** The token of a registration's page and of its join address, as its confirmation mail carries them. */
const tokenIn = (text: string, path: string): string =>
  new URL(new RegExp(`https://\\S+${path}\\?token=[\\w-]+`).exec(text)![0]).searchParams.get('token')!;

describe.each(TEST_ENGINES)('registration for an event on $name (decision 0051)', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const deliver = async (at: Date) => {
    const send = smtpSender(smtp().url, { concurrency: 1 });
    try {
      for (let round = 0; round < 50; round += 1) if ((await deliverDueMail({ db: db(), send, logger, now: () => at })) === 0) break;
    } finally {
      send.close?.();
    }
  };
  const received = async () => Promise.all(smtp().received.map((mail) => parseMail(mail.raw)));
  const to = (mails: ParsedMail[], address: string) =>
    mails.filter((mail) => mail.headers.some((h) => h.key === 'to' && h.value.includes(address)));
  const register = (n: number, extra: Partial<EventRegistrationInput> = {}, language: 'de' | 'en' = 'de') =>
    registerForEvent(db(), input(n, extra), consent(language), NOW, SITE);
  const statusOf = async (email: string) =>
    (await db().select().from(eventRegistrations).where(eq(eventRegistrations.email, email))).map((row) => row.status);

  it('gives the seats to the first and the waiting list to the rest, in their language, with a calendar invitation', async () => {
    await seedEvent(db());
    expect((await register(1)).code).toBe('ok');
    expect((await register(2, {}, 'en')).code).toBe('ok');
    expect((await register(3, { waitingList: false })).code).toBe('full');
    expect((await register(3)).code).toBe('waiting');
    expect((await eventById(db(), (await seedEventId())!))!.seatsTaken).toBe(2);
    await deliver(NOW);
    const mails = await received();
    const [german] = to(mails, 'anna1@example.ch');
    expect(german!.subject).toBe('Anmeldung bestätigt: MWST-Vorbereitung mit KI');
    const part = german!.calendars[0]!;
    expect(part.method).toBe('REQUEST');
    const vevent = Object.values(ical.sync.parseICS(part.content)).find((one): one is VEvent => one?.type === 'VEVENT')!;
    expect(new Date(vevent.start).toISOString()).toBe(START.toISOString());
    // The room's own address is never in a mail: the personal join address leads there.
    expect(german!.text).not.toContain('meet.example.ch');
    expect(german!.text).toContain('/events/join?token=');
    expect(to(mails, 'anna2@example.ch')[0]!.subject).toBe('Registration confirmed: VAT preparation with AI');
    expect(to(mails, 'anna3@example.ch')[0]!.subject).toBe('Warteliste: MWST-Vorbereitung mit KI');
    expect(to(mails, 'anna3@example.ch')[0]!.calendars).toHaveLength(0);
  });

  const seedEventId = async () => (await db().select({ id: events.id }).from(events))[0]?.id;

  it('answers an address registered already as its registration stands, and mails its links again, never a second seat', async () => {
    await seedEvent(db());
    expect((await register(1)).code).toBe('ok');
    expect((await register(1, { name: 'Someone Else' })).code).toBe('ok');
    expect(await statusOf('anna1@example.ch')).toEqual(['registered']);
    await deliver(NOW);
    expect(to(await received(), 'anna1@example.ch')).toHaveLength(2);
  });

  it('refuses an unpublished, cancelled, closed or past event, and asks for the answer to the event’s question', async () => {
    await seedEvent(db(), { publishedAt: null });
    expect((await register(1)).code).toBe('closed');
    await db().update(events).set({ publishedAt: NOW, status: 'cancelled' });
    expect((await register(1)).code).toBe('closed');
    await db()
      .update(events)
      .set({ status: 'scheduled', registrationClosesAt: new Date(NOW.getTime() - 1) });
    expect((await register(1)).code).toBe('closed');
    await db()
      .update(events)
      .set({ registrationClosesAt: START, questionDe: 'Welches ERP nutzen Sie?', questionEn: 'Which ERP do you use?' });
    expect((await register(1)).code).toBe('answerRequired');
    expect((await register(1, { answer: 'Abacus' })).code).toBe('ok');
  });

  it('offers a freed seat to the first in line, holds it, then offers it to the next; none is offered twice', async () => {
    await seedEvent(db(), { capacity: 1 });
    await register(1);
    await register(2);
    await register(3);
    await deliver(NOW);
    const manage1 = tokenIn(to(await received(), 'anna1@example.ch')[0]!.text, '/events/registration');
    const left = await cancelRegistration(db(), manage1, NOW, SITE);
    expect(typeof left === 'object' && left.done.status).toBe('cancelled');
    expect(await statusOf('anna2@example.ch')).toEqual(['offered']);
    expect(await statusOf('anna3@example.ch')).toEqual(['waiting']);
    await deliver(NOW);
    const offer = to(await received(), 'anna2@example.ch').find((mail) => mail.subject.startsWith('Ein Platz ist frei'))!;
    const manage2 = tokenIn(offer.text, '/events/registration');
    expect((await registrationView(db(), manage2, NOW)).state).toBe('offered');

    // Nobody takes it within the hold (24 h): the seat goes to the next, and the lapsed offer cannot be taken.
    const later = new Date(NOW.getTime() + 25 * HOUR);
    expect(await expireLapsedOffers(db(), later, SITE)).toBe(1);
    expect(await expireLapsedOffers(db(), later, SITE)).toBe(0);
    expect(await statusOf('anna2@example.ch')).toEqual(['expired']);
    expect(await statusOf('anna3@example.ch')).toEqual(['offered']);
    expect(await takeOfferedSeat(db(), manage2, later, SITE)).toBe('gone');
    await deliver(later);
    const manage3 = tokenIn(
      to(await received(), 'anna3@example.ch').find((mail) => mail.subject.startsWith('Ein Platz ist frei'))!.text,
      '/events/registration',
    );
    const taken = await takeOfferedSeat(db(), manage3, later, SITE);
    expect(typeof taken === 'object' && taken.done.status).toBe('registered');
    expect((await eventById(db(), (await seedEventId())!))!.seatsTaken).toBe(1);
  });

  it('queues the reminders a day and an hour before, and withdraws them when the attendee cancels', async () => {
    await seedEvent(db());
    const outcome = await register(1);
    const registration = outcome.code === 'ok' ? outcome.registration : undefined;
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_reminder'));
    expect(queued.map((mail) => mail.nextAttemptAt.toISOString()).sort()).toEqual([
      new Date(START.getTime() - 24 * HOUR).toISOString(),
      new Date(START.getTime() - HOUR).toISOString(),
    ]);
    expect(queued.map((mail) => mail.id).sort()).toEqual([reminderId(registration!.id, 0, 24), reminderId(registration!.id, 0, 1)].sort());
    // Each reminder goes once, at its time, and not before.
    await deliver(new Date(START.getTime() - 25 * HOUR));
    expect(to(await received(), 'anna1@example.ch').map((mail) => mail.subject)).toEqual(['Anmeldung bestätigt: MWST-Vorbereitung mit KI']);
    await deliver(new Date(START.getTime() - 24 * HOUR));
    await deliver(new Date(START.getTime() - 23 * HOUR));
    expect(to(await received(), 'anna1@example.ch').filter((mail) => mail.subject.startsWith('Erinnerung'))).toHaveLength(1);

    const manage = tokenIn(to(await received(), 'anna1@example.ch')[0]!.text, '/events/registration');
    await cancelRegistration(db(), manage, new Date(START.getTime() - 2 * HOUR), SITE);
    await deliver(new Date(START.getTime() - HOUR));
    const subjects = to(await received(), 'anna1@example.ch').map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Erinnerung'))).toHaveLength(1);
    expect(subjects).toContain('Abgemeldet: MWST-Vorbereitung mit KI');
  });

  it('leads the personal join address into the room only for a registered attendee, and only from 15 minutes before', async () => {
    await seedEvent(db(), { capacity: 1 });
    await register(1);
    await register(2);
    await deliver(NOW);
    const join1 = tokenIn(to(await received(), 'anna1@example.ch')[0]!.text, '/events/join');
    expect((await joinTarget(db(), join1, new Date(START.getTime() - 16 * 60_000))).to).toBe('early');
    expect(await joinTarget(db(), join1, new Date(START.getTime() - 15 * 60_000))).toEqual({
      to: 'room',
      url: 'https://meet.example.ch/room-1',
    });
    // The firm changes the room: the same address leads to the new one.
    await db().update(events).set({ roomUrl: 'https://meet.example.ch/room-2' });
    expect(await joinTarget(db(), join1, START)).toEqual({ to: 'room', url: 'https://meet.example.ch/room-2' });
    expect((await joinTarget(db(), join1, new Date(START.getTime() + HOUR))).to).toBe('ended');
    expect((await joinTarget(db(), 'guessed', START)).to).toBe('invalid');
    // A person on the waiting list has no way in: their address carries no seat.
    const [waiting] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.email, 'anna2@example.ch'));
    expect(waiting!.status).toBe('waiting');
    const manage1 = tokenIn(to(await received(), 'anna1@example.ch')[0]!.text, '/events/registration');
    await cancelRegistration(db(), manage1, NOW, SITE);
    expect((await joinTarget(db(), join1, START)).to).toBe('invalid');
  });

  it('tells attendees of a new time with the calendar entry’s next SEQUENCE, re-queues reminders, and of a cancellation', async () => {
    const event = await seedEvent(db());
    await register(1);
    const moved = { ...event, startsAt: new Date(START.getTime() + 24 * HOUR), endsAt: new Date(START.getTime() + 25 * HOUR), sequence: 1 };
    await db().update(events).set({ startsAt: moved.startsAt, endsAt: moved.endsAt, sequence: 1 });
    await tellAttendees(db(), event, moved, SITE, NOW);
    const reminders = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_reminder'));
    expect(
      reminders
        .filter((mail) => mail.status === 'pending')
        .map((mail) => mail.nextAttemptAt.toISOString())
        .sort(),
    ).toEqual([new Date(moved.startsAt.getTime() - 24 * HOUR).toISOString(), new Date(moved.startsAt.getTime() - HOUR).toISOString()]);
    const cancelled = { ...moved, status: 'cancelled' as const, sequence: 2 };
    await tellAttendees(db(), moved, cancelled, SITE, NOW);
    await deliver(NOW);
    const mails = to(await received(), 'anna1@example.ch');
    const changed = mails.find((mail) => mail.subject === 'Geändert: MWST-Vorbereitung mit KI')!;
    expect(changed.calendars[0]!.content).toContain('SEQUENCE:1');
    const called = mails.find((mail) => mail.subject === 'Abgesagt: MWST-Vorbereitung mit KI')!;
    expect(called.calendars[0]!.method).toBe('CANCEL');
    expect(called.calendars[0]!.content).toContain('SEQUENCE:2');
    const pending = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_reminder'));
    expect(pending.filter((mail) => mail.status === 'pending')).toHaveLength(0);
  });

  it('offers the seats a larger capacity frees to those first in line', async () => {
    const event = await seedEvent(db(), { capacity: 1 });
    await register(1);
    await register(2);
    await register(3);
    await db().update(events).set({ capacity: 2 });
    await tellAttendees(db(), event, { ...event, capacity: 2 }, SITE, NOW);
    expect(await statusOf('anna2@example.ch')).toEqual(['offered']);
    expect(await statusOf('anna3@example.ch')).toEqual(['waiting']);
  });

  it('never holds more seats than there are, whoever registers at once', async () => {
    await seedEvent(db(), { capacity: 5 });
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, n) => register(n)));
    const codes = outcomes.map((outcome) => outcome.code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'waiting')).toHaveLength(35);
    expect((await eventById(db(), (await seedEventId())!))!.seatsTaken).toBe(5);
  });
});
