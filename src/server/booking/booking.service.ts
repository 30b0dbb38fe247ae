import { randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import type { BookingInput } from '#lib/forms/booking.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { env } from '../env.ts';
import { enqueueMail, withdrawScheduledMail, type OutgoingMail } from '../mail/outbox.repo.ts';
import { hashToken, newSecretToken } from '../security/secret-tokens.ts';
import { freeSlots, type AvailabilityRules, type Hours, type Interval, type Slot, type SlotDay } from './availability.ts';
import { operatorMail, reminderId, reminderMail, reminderTime, visitorMail, type BookingChange } from './booking-mails.ts';
import { bookingRules } from './booking-rules.ts';
import {
  bookingByTokenHash,
  cancelBooking,
  confirmedBetween,
  moveBooking,
  reserveBooking,
  type Booking,
  type ClockWindow,
} from './bookings.repo.ts';
import { firmCalendarBetween } from './firm-calendar.repo.ts';
import { publicHolidays } from './holidays.ts';

const isHoliday = publicHolidays(siteConfig.booking.canton);
const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());
const interval = ({ start, end }: { start: Date; end: Date }): Interval => ({ start: start.getTime(), end: end.getTime() });

/** The days the booking page offers: from today on the firm's clock to the end of the horizon. */
function horizon(now: Date): { from: string; to: string } {
  const rules = bookingRules();
  const today = instant(now).toZonedDateTimeISO(rules.timeZone).toPlainDate();
  return { from: today.toString(), to: today.add({ days: rules.horizonDays - 1 }).toString() };
}

/**
 * The part of any day the firm may open, on its clock, widened by the buffer: from the earliest opening to the
 * latest closing of the weekly and the extra hours. Bookings outside it can block no slot.
 */
function openingClock(rules: AvailabilityRules, extraHours: ReadonlyMap<string, readonly Hours[]>): ClockWindow {
  const windows = [...rules.weeklyHours, ...[...extraHours.values()].flat()];
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const clock = (total: number) => {
    const bounded = Math.min(Math.max(total, 0), 24 * 60 - 1);
    return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
  };
  const earliest = Math.min(...windows.map((window) => minutes(window.from))) - rules.bufferMinutes;
  const latest = Math.max(...windows.map((window) => minutes(window.to))) + rules.bufferMinutes;
  return { timeZone: rules.timeZone, from: clock(earliest), to: clock(latest) };
}

/** The free slots from `now` to the horizon, read from the database. */
async function slotsAt(db: Database, now: Date, except?: string): Promise<SlotDay[]> {
  const { from, to } = horizon(now);
  const rules = bookingRules();
  // A day's bookings are read from a day before to a day after, so a booking's buffer at the edge still counts.
  const edge = (day: string, days: number) =>
    new Date(Temporal.PlainDate.from(day).add({ days }).toZonedDateTime(rules.timeZone).epochMilliseconds);
  const calendar = await firmCalendarBetween(db, from, to);
  const booked = await confirmedBetween(db, edge(from, -1), edge(to, 2), except, openingClock(rules, calendar.extraHours));
  return freeSlots(
    {
      rules,
      now: instant(now),
      isHoliday,
      daysOff: calendar.daysOff,
      extraHours: calendar.extraHours,
      booked: booked.map(({ startsAt, endsAt }) => interval({ start: startsAt, end: endsAt })),
      busy: calendar.busy.map(interval),
    },
    from,
    to,
  );
}

/**
 * How long this instance shows the booking page the same free slots (decision 0050): a page asked for many times a
 * second is read once a second or two. A booking, move or cancel made here forgets them at once; one made by another
 * instance shows within this time, and the database's cells refuse a slot that went meanwhile.
 */
const SLOTS_REUSED_MS = 2_000;
interface RecentSlots {
  until: number;
  days: Promise<SlotDay[]>;
  /** The next reading, once this one is older than SLOTS_REUSED_MS: asked for by the first request after that. */
  next?: Promise<SlotDay[]>;
}
const recentSlots = new WeakMap<Database, RecentSlots>();

/**
 * The free slots from now to the horizon (decision 0049): the firm's rules less holidays, the operator's days off
 * and busy times, and the bookings made. Asked for the booking page (no time, nothing left out): the last reading,
 * and once it is older than `SLOTS_REUSED_MS` a new one read beside the answers, which then replaces it; so a page
 * asked for many times a second waits for no reading but the first. Asked for a time or to leave a booking out
 * (`except`: the one its visitor is moving), read anew.
 */
export function openSlots(db: Database, now?: Date, except?: string): Promise<SlotDay[]> {
  if (now !== undefined || except !== undefined) return slotsAt(db, now ?? new Date(), except);
  const at = Date.now();
  const recent = recentSlots.get(db);
  if (!recent) {
    const days = slotsAt(db, new Date(at));
    recentSlots.set(db, { until: at + SLOTS_REUSED_MS, days });
    days.catch(() => recentSlots.delete(db));
    return days;
  }
  if (recent.until <= at && !recent.next) {
    const next = slotsAt(db, new Date(at));
    recent.next = next;
    next.then(
      () => recentSlots.get(db) === recent && recentSlots.set(db, { until: Date.now() + SLOTS_REUSED_MS, days: next }),
      () => recentSlots.get(db) === recent && delete recent.next,
    );
  }
  return recent.days;
}

/** A change of the bookings made by this instance: its booking page reads the slots anew. */
const changed = (db: Database) => recentSlots.delete(db);

/** The first free slots from now on, for the assistant's answer and a taken slot's alternatives. */
export async function nextFreeSlots(db: Database, count: number, now: Date = new Date()): Promise<Slot[]> {
  return (await openSlots(db, now)).flatMap((day) => day.slots).slice(0, count);
}

/** How many free slots a taken slot's answer offers instead. */
export const ALTERNATIVES = 3;

/** The free slot that starts at an instant, if the rules and the bookings leave it free. */
const slotAt = (days: readonly SlotDay[], startsAt: string): Slot | undefined => {
  const wanted = Date.parse(startsAt);
  return days.flatMap((day) => day.slots).find((slot) => Date.parse(slot.startsAt) === wanted);
};

const endOf = (startsAt: Date) => new Date(startsAt.getTime() + bookingRules().slotMinutes * 60_000);

/** The reminder a day before, queued for its time under the id a cancel or move withdraws it by (none when that is past). */
async function scheduleReminder(tx: Database, booking: Booking, reminder: OutgoingMail, now: Date): Promise<void> {
  const sendAt = reminderTime(booking);
  if (sendAt.getTime() <= now.getTime()) return;
  await enqueueMail(tx, reminder, now, { id: reminderId(booking), sendAt });
}

/** The version of a booking before its last change: the one whose reminder is still queued. */
const before = (booking: Booking): Booking => ({ ...booking, sequence: booking.sequence - 1 });

/** Tells the visitor and the operator of a change, with the calendar invitation, in the change's transaction. */
async function tell(tx: Database, booking: Booking, change: BookingChange, token: string, siteUrl: string, now: Date): Promise<void> {
  await enqueueMail(tx, await visitorMail(booking, change, token, siteUrl), now);
  await enqueueMail(tx, await operatorMail(booking, change, siteUrl), now);
}

export type BookOutcome = { code: 'booked'; booking: Booking; token: string } | { code: 'taken'; alternatives: Slot[] };

/**
 * Books a free consultation (decision 0050): the slot must be free by the rules now, and the database's cells take
 * it or refuse it (so of two visitors one has it, decision 0049). The booking, its two mails with the invitation
 * and its reminder are written in one transaction. A slot that is not free answers with the next free ones.
 */
export async function bookConsultation(
  db: Database,
  input: BookingInput,
  consent: ConsentMeta & { consentLanguage: Locale },
  now: Date = new Date(),
  siteUrl: string = env().SITE_URL,
): Promise<BookOutcome> {
  const taken = async (): Promise<BookOutcome> => ({ code: 'taken', alternatives: await nextFreeSlots(db, ALTERNATIVES, now) });
  const slot = slotAt(await openSlots(db, now), input.slot);
  if (!slot) return taken();
  const token = newSecretToken();
  const startsAt = new Date(slot.startsAt);
  const row = {
    id: randomUUID(),
    startsAt,
    endsAt: endOf(startsAt),
    name: input.name,
    email: input.email,
    company: input.company ?? null,
    topic: input.topic,
    question: input.question,
    ...consent,
    tokenHash: hashToken(token),
  };
  // The booking as it will read once written: its mails are composed from it before the transaction, which then
  // only writes, so a race for one slot holds no connection while mails render.
  const booking: Booking = { ...row, status: 'confirmed', sequence: 0, cancelledAt: null, createdAt: now };
  const mails = [await visitorMail(booking, 'booked', token, siteUrl), await operatorMail(booking, 'booked', siteUrl)];
  const reminder = await reminderMail(booking, token, siteUrl);
  const reserved = await reserveBooking(db, row, bookingRules().bufferMinutes, async (tx) => {
    for (const mail of mails) await enqueueMail(tx, mail, now);
    await scheduleReminder(tx, booking, reminder, now);
  });
  if (reserved.code !== 'done') return taken();
  changed(db);
  return { code: 'booked', booking: reserved.booking, token };
}

/** Whether a visitor can still change a booking on its page (site.config.ts `changeCutoffHours`). */
export const changeable = (booking: Pick<Booking, 'startsAt'>, now: Date): boolean =>
  booking.startsAt.getTime() - now.getTime() > siteConfig.booking.changeCutoffHours * 60 * 60_000;

/** What a booking's page shows: the booking, and whether it can still be changed there. */
export type BookingView =
  | { state: 'invalid' }
  | { state: 'open'; booking: Booking; slots: SlotDay[] }
  | { state: 'cutoff'; booking: Booking }
  | { state: 'cancelled'; booking: Booking }
  | { state: 'past'; booking: Booking };

/** The booking a page's token names, as its page shows it; the free slots to move to while it can be moved. */
export async function bookingView(db: Database, token: string, now: Date = new Date()): Promise<BookingView> {
  const booking = token ? await bookingByTokenHash(db, hashToken(token)) : undefined;
  if (!booking) return { state: 'invalid' };
  if (booking.status === 'cancelled') return { state: 'cancelled', booking };
  if (booking.status !== 'confirmed' || booking.endsAt.getTime() <= now.getTime()) return { state: 'past', booking };
  if (!changeable(booking, now)) return { state: 'cutoff', booking };
  return { state: 'open', booking, slots: await openSlots(db, now, booking.id) };
}

export type VisitorChange = 'invalid' | 'already' | 'cutoff' | 'taken' | { done: Booking };

/** The booking a page's token names while its visitor can still change it, or why not. */
async function changeableView(
  db: Database,
  token: string,
  now: Date,
): Promise<Extract<BookingView, { state: 'open' }> | 'invalid' | 'already' | 'cutoff'> {
  const view = await bookingView(db, token, now);
  if (view.state === 'invalid' || view.state === 'cutoff') return view.state;
  return view.state === 'open' ? view : 'already';
}

/** The visitor cancels on the booking's page (only its POST acts): the time is freed, both told, the reminder withdrawn. */
export async function cancelByVisitor(
  db: Database,
  token: string,
  now: Date = new Date(),
  siteUrl = env().SITE_URL,
): Promise<VisitorChange> {
  const view = await changeableView(db, token, now);
  if (typeof view === 'string') return view;
  const cancelled = await cancelBooking(db, view.booking.id, now, async (tx, booking) => {
    await withdrawScheduledMail(tx, reminderId(before(booking)), now);
    await tell(tx, booking, 'cancelled', token, siteUrl, now);
  });
  changed(db);
  return cancelled ? { done: cancelled } : 'already';
}

/**
 * The visitor moves the booking to another free slot on its page: the same UID with SEQUENCE + 1 goes to both, so
 * calendars move the one entry; the old reminder is withdrawn and a new one queued.
 */
export async function moveByVisitor(
  db: Database,
  token: string,
  slot: string,
  now: Date = new Date(),
  siteUrl = env().SITE_URL,
): Promise<VisitorChange> {
  const view = await changeableView(db, token, now);
  if (typeof view === 'string') return view;
  const free = slotAt(view.slots, slot);
  if (!free) return 'taken';
  const startsAt = new Date(free.startsAt);
  const moved = await moveBooking(
    db,
    view.booking.id,
    { startsAt, endsAt: endOf(startsAt) },
    bookingRules().bufferMinutes,
    async (tx, booking) => {
      await withdrawScheduledMail(tx, reminderId(before(booking)), now);
      await tell(tx, booking, 'moved', token, siteUrl, now);
      await scheduleReminder(tx, booking, await reminderMail(booking, token, siteUrl), now);
    },
  );
  changed(db);
  if (moved.code === 'gone') return 'already';
  return moved.code === 'done' ? { done: moved.booking } : 'taken';
}

export type OperatorCancel = 'cancelled' | 'not_confirmed';

/** The operator cancels a booking: its time is freed, the visitor told with the invitation's CANCEL, the reminder withdrawn. */
export async function cancelBookingByOperator(
  db: Database,
  id: string,
  now: Date = new Date(),
  siteUrl = env().SITE_URL,
): Promise<OperatorCancel> {
  const cancelled = await cancelBooking(db, id, now, async (tx, booking) => {
    await withdrawScheduledMail(tx, reminderId(before(booking)), now);
    // The visitor's cancellation links to the booking page, not to the booking's own: no token is needed.
    await tell(tx, booking, 'cancelledByFirm', '', siteUrl, now);
  });
  changed(db);
  return cancelled ? 'cancelled' : 'not_confirmed';
}
