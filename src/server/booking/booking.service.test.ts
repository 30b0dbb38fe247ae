import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import pino from 'pino';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import type { BookingInput } from '#lib/forms/booking.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { parseMail, type ParsedMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { bookings, mailOutbox } from '../db/schema.ts';
import { smtpSender } from '../mail/transport.ts';
import { deliverDueMail } from '../mail/worker.ts';
import { reminderId } from './booking-mails.ts';
import { bookConsultation, bookingView, cancelBookingByOperator, cancelByVisitor, moveByVisitor, openSlots } from './booking.service.ts';

const SITE = 'https://www.example.ch';
const eqId = (id: string) => eq(mailOutbox.id, id);
const logger = pino({ level: 'silent' });
const zurich = (wallTime: string) => new Date(Temporal.ZonedDateTime.from(`${wallTime}[Europe/Zurich]`).epochMilliseconds);
const consent = (language: 'de' | 'en', at: Date) => ({
  consentAt: at,
  consentLanguage: language,
  consentSourcePage: language === 'de' ? '/booking' : '/en/booking',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
});
const input = (slot: Date, n = 0): BookingInput => ({
  slot: slot.toISOString(),
  name: `Anna Muster ${n}`,
  email: `anna${n}@example.ch`,
  company: 'Muster Treuhand GmbH',
  topic: 'erp-automation',
  question: 'Wie bringen wir unsere Belege automatisch ins ERP?',
});

/** The one event of a mail's calendar part, read by an iCalendar parser, with the method its MIME part names. */
function eventOf(mail: ParsedMail): { method: string | undefined; event: VEvent } {
  expect(mail.calendars).toHaveLength(1);
  const [part] = mail.calendars;
  const event = Object.values(ical.sync.parseICS(part!.content)).find((one): one is VEvent => one?.type === 'VEVENT');
  expect(part!.content).toContain(`METHOD:${part!.method}`);
  return { method: part!.method, event: event! };
}

/** The Zurich wall time of an event's start, as its calendar would show it there. */
const zurichWallTime = (event: VEvent) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(event.start).getTime()).toZonedDateTimeISO('Europe/Zurich').toPlainDateTime().toString();

describe.each(TEST_ENGINES)('booking a consultation on $name (decision 0050)', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const deliver = async (at: Date) => {
    const send = smtpSender(smtp().url, { concurrency: 1 });
    try {
      return await deliverDueMail({ db: db(), send, logger, now: () => at });
    } finally {
      send.close?.();
    }
  };
  const received = async () => Promise.all(smtp().received.map((mail) => parseMail(mail.raw)));
  const to = (mails: ParsedMail[], address: string) =>
    mails.filter((mail) => mail.headers.some((h) => h.key === 'to' && h.value.includes(address)));

  // Summer time begins on 28 March 2027 and ends on 25 October 2026: 14:00 in Zurich is 12:00Z after the one, 13:00Z after the other.
  it.each([
    ['a winter week', '2026-11-30T09:00', '2026-12-02T14:00', '2026-12-02T13:00:00.000Z'],
    ['the week summer time begins', '2027-03-22T09:00', '2027-03-31T14:00', '2027-03-31T12:00:00.000Z'],
    ['the week summer time ends', '2026-10-19T09:00', '2026-10-28T14:00', '2026-10-28T13:00:00.000Z'],
  ])('in %s: the visitor and the operator get the same REQUEST at the Zurich wall time booked', async (_week, now, wall, utc) => {
    const at = zurich(now);
    const outcome = await bookConsultation(db(), input(zurich(wall)), consent('de', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    expect(outcome.booking.startsAt.toISOString()).toBe(utc);
    expect(await deliver(at)).toBe(2);
    const mails = await received();
    const [visitor] = to(mails, 'anna0@example.ch');
    const [operator] = to(mails, siteConfig.email.notifications);
    for (const mail of [visitor!, operator!]) {
      const { method, event } = eventOf(mail);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(outcome.booking.id);
      expect(Number(event.sequence)).toBe(0);
      expect(zurichWallTime(event)).toBe(`${wall}:00`);
      const attendee = [event.attendee].flat()[0];
      expect(JSON.stringify(attendee)).toContain('anna0@example.ch');
      expect(JSON.stringify(event.organizer)).toContain(siteConfig.email.contact);
    }
    expect(visitor!.subject).toContain('14:00 (Zürich)');
    expect(visitor!.text).toContain(`${SITE}/booking/manage?token=${encodeURIComponent(outcome.token)}`);
    expect(operator!.headers.find((h) => h.key === 'reply-to')?.value).toContain('anna0@example.ch');
    // The reminder waits for its day.
    const [reminder] = await db()
      .select()
      .from(mailOutbox)
      .where(eqId(reminderId(outcome.booking)));
    expect(reminder!.nextAttemptAt.toISOString()).toBe(new Date(Date.parse(utc) - 24 * 3_600_000).toISOString());
  });

  it('sends the reminder once, a day before, in the language booked in', async () => {
    const at = zurich('2026-11-30T09:00');
    const outcome = await bookConsultation(db(), input(zurich('2026-12-03T15:00')), consent('en', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    expect(await deliver(at)).toBe(2);
    expect(await deliver(zurich('2026-12-02T14:59'))).toBe(0);
    expect(await deliver(zurich('2026-12-02T15:00'))).toBe(1);
    expect(await deliver(zurich('2026-12-02T15:30'))).toBe(0);
    const reminders = (await received()).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Reminder: your consultation tomorrow, Thu 3 Dec, 15:00 (Zurich)');
  });

  it('lets the visitor cancel from the booking page: CANCEL with the same UID and a higher SEQUENCE, the reminder withdrawn, the time freed', async () => {
    const at = zurich('2026-11-30T09:00');
    const slot = zurich('2026-12-02T14:00');
    const outcome = await bookConsultation(db(), input(slot), consent('de', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    await deliver(at);
    smtp().received.length = 0;
    expect((await bookingView(db(), outcome.token, at)).state).toBe('open');
    const cancelled = await cancelByVisitor(db(), outcome.token, at, SITE);
    expect(cancelled).toMatchObject({ done: { status: 'cancelled', sequence: 1 } });
    expect(await cancelByVisitor(db(), outcome.token, at, SITE)).toBe('already');
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eqId(reminderId(outcome.booking))),
    ).toHaveLength(0);
    expect(await deliver(at)).toBe(2);
    for (const mail of await received()) {
      const { method, event } = eventOf(mail);
      expect(method).toBe('CANCEL');
      expect(event.uid).toBe(outcome.booking.id);
      expect(Number(event.sequence)).toBe(1);
    }
    // Nothing more goes out on the reminder's day; the slot is free again.
    expect(await deliver(zurich('2026-12-01T14:30'))).toBe(0);
    const free = (await openSlots(db(), at)).flatMap((day) => day.slots.map((one) => one.startsAt));
    expect(free).toContain('2026-12-02T13:00:00Z');
    expect((await bookingView(db(), outcome.token, at)).state).toBe('cancelled');
  });

  it('lets the visitor move the booking: REQUEST with the same UID and SEQUENCE + 1, the reminder moved with it', async () => {
    const at = zurich('2026-11-30T09:00');
    const outcome = await bookConsultation(db(), input(zurich('2026-12-02T14:00')), consent('de', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    await deliver(at);
    smtp().received.length = 0;
    const moved = await moveByVisitor(db(), outcome.token, zurich('2026-12-04T15:30').toISOString(), at, SITE);
    if (typeof moved !== 'object') throw new Error(`not moved: ${moved}`);
    expect(moved.done.sequence).toBe(1);
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eqId(reminderId(outcome.booking))),
    ).toHaveLength(0);
    const [reminder] = await db()
      .select()
      .from(mailOutbox)
      .where(eqId(reminderId(moved.done)));
    expect(reminder!.nextAttemptAt).toEqual(zurich('2026-12-03T15:30'));
    expect(await deliver(at)).toBe(2);
    const mails = await received();
    for (const mail of mails) {
      const { method, event } = eventOf(mail);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(outcome.booking.id);
      expect(Number(event.sequence)).toBe(1);
      expect(zurichWallTime(event)).toBe('2026-12-04T15:30:00');
    }
    expect(to(mails, 'anna0@example.ch')[0]!.subject).toBe('Verschoben: Ihr Termin ist jetzt Fr 4. Dez., 15:30 (Zürich)');
    // A slot another visitor holds cannot be moved to.
    const other = await bookConsultation(db(), input(zurich('2026-12-03T14:00'), 1), consent('de', at), at, SITE);
    expect(other.code).toBe('booked');
    expect(await moveByVisitor(db(), outcome.token, zurich('2026-12-03T14:00').toISOString(), at, SITE)).toBe('taken');
  });

  it('gives the phone instead of the buttons inside the cut-off', async () => {
    const at = zurich('2026-11-30T09:00');
    const outcome = await bookConsultation(db(), input(zurich('2026-12-02T14:00')), consent('de', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    const late = new Date(outcome.booking.startsAt.getTime() - (siteConfig.booking.changeCutoffHours * 3_600_000 - 60_000));
    expect((await bookingView(db(), outcome.token, late)).state).toBe('cutoff');
    expect(await cancelByVisitor(db(), outcome.token, late, SITE)).toBe('cutoff');
    expect(await moveByVisitor(db(), outcome.token, zurich('2026-12-04T15:30').toISOString(), late, SITE)).toBe('cutoff');
    expect((await bookingView(db(), 'not-a-token', at)).state).toBe('invalid');
  });

  it('tells the visitor when the operator cancels, and withdraws the reminder', async () => {
    const at = zurich('2026-11-30T09:00');
    const outcome = await bookConsultation(db(), input(zurich('2026-12-02T14:00')), consent('en', at), at, SITE);
    if (outcome.code !== 'booked') throw new Error('not booked');
    await deliver(at);
    smtp().received.length = 0;
    expect(await cancelBookingByOperator(db(), outcome.booking.id, at, SITE)).toBe('cancelled');
    expect(await cancelBookingByOperator(db(), outcome.booking.id, at, SITE)).toBe('not_confirmed');
    expect(await deliver(at)).toBe(2);
    const [visitor] = to(await received(), 'anna0@example.ch');
    expect(visitor!.subject).toBe('Cancelled: your consultation Wed 2 Dec, 14:00 (Zurich)');
    expect(visitor!.text).toContain('we have to cancel');
    expect(eventOf(visitor!).method).toBe('CANCEL');
    expect(await deliver(zurich('2026-12-01T14:30'))).toBe(0);
  });

  it('of many visitors taking one slot at once, books exactly one and offers the others the next free slots', async () => {
    const at = zurich('2026-11-30T09:00');
    const slot = zurich('2026-12-02T14:00');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) => bookConsultation(db(), input(slot, n), consent('de', at), at, SITE)),
    );
    expect(outcomes.filter((outcome) => outcome.code === 'booked')).toHaveLength(1);
    const taken = outcomes.filter((outcome) => outcome.code === 'taken');
    expect(taken).toHaveLength(19);
    for (const outcome of taken)
      expect(outcome.alternatives.map((one) => one.startsAt)).toEqual([
        '2026-12-02T13:30:00Z',
        '2026-12-02T13:45:00Z',
        '2026-12-02T14:00:00Z',
      ]);
    expect(await db().select().from(bookings)).toHaveLength(1);
    // Two mails and a reminder for the one booking; none for the others.
    expect(await db().select().from(mailOutbox)).toHaveLength(3);
  });
});
