import { createHmac, randomUUID } from 'node:crypto';
import type { Locale } from '#i18n/config.ts';
import { unansweredQuestion, type EventRegistrationInput } from '#lib/forms/event-registration.ts';
import siteConfig from '#site.config.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { env } from '../env.ts';
import { enqueueMail, withdrawScheduledMail, type OutgoingMail } from '../mail/outbox.repo.ts';
import { hashToken } from '../security/secret-tokens.ts';
import {
  attendeeMail,
  registrationLinks,
  registrationLocale,
  reminderId,
  type AttendeeNotice,
  type RegistrationLinks,
} from './event-mails.ts';
import {
  acceptOffer,
  enrol,
  eventBySlug,
  lapsedOffers,
  leave,
  offerFreeSeats,
  registrationByJoinTokenHash,
  registrationByTokenHash,
  registrationsOf,
  type EventRow,
  type Offer,
  type Registration,
} from './registrations.repo.ts';

const HOUR_MS = 60 * 60_000;
const holdMs = (): number => siteConfig.events.offerHoldHours * HOUR_MS;

/**
 * A registration's two secrets, derived from it with the server's salt (as the newsletter's unsubscribe token is):
 * every later mail (a reminder, a change by the firm) carries its links, while the database keeps only their hashes.
 * The join token opens the meeting room and nothing else; the other opens the registration's own page.
 */
export function registrationTokens(
  registration: Pick<Registration, 'id' | 'consentAt'>,
  salt: string = env().CLIENT_HASH_SALT,
): { manage: string; join: string } {
  const derive = (purpose: string) =>
    createHmac('sha256', salt).update(`${purpose}:${registration.id}:${registration.consentAt.getTime()}`).digest('base64url');
  return { manage: derive('event-registration'), join: derive('event-join') };
}

const linksOf = (registration: Registration, siteUrl: string): RegistrationLinks =>
  registrationLinks(registrationTokens(registration), registrationLocale(registration), siteUrl);

const mailTo = (event: EventRow, registration: Registration, notice: AttendeeNotice, siteUrl: string): Promise<OutgoingMail> =>
  attendeeMail(event, registration, notice, linksOf(registration, siteUrl));

/** Queues a registered attendee's reminders (site.config.ts `events.reminderHours`), each withdrawable by its id. */
async function queueReminders(tx: Database, event: EventRow, registration: Registration, siteUrl: string, now: Date): Promise<void> {
  for (const hours of siteConfig.events.reminderHours) {
    const sendAt = new Date(event.startsAt.getTime() - hours * HOUR_MS);
    if (sendAt.getTime() <= now.getTime()) continue;
    const mail = await mailTo(event, registration, { reminderHours: hours }, siteUrl);
    await enqueueMail(tx, mail, now, { id: reminderId(registration.id, event.sequence, hours), sendAt });
  }
}

/** Withdraws the reminders queued for a registration under one version (SEQUENCE) of its event. */
async function withdrawReminders(tx: Database, registrationId: string, sequence: number, now: Date): Promise<void> {
  for (const hours of siteConfig.events.reminderHours) await withdrawScheduledMail(tx, reminderId(registrationId, sequence, hours), now);
}

/** Tells each person offered a seat, in the transaction that offered it. */
export async function tellOffers(tx: Database, offers: readonly Offer[], siteUrl: string, now: Date): Promise<void> {
  for (const { event, registration } of offers) await enqueueMail(tx, await mailTo(event, registration, 'offered', siteUrl), now);
}

export type RegisterOutcome =
  { code: 'ok' | 'waiting'; registration: Registration; event: EventRow } | { code: 'full' | 'closed' | 'answerRequired' };

/**
 * Registers a visitor for a published event (decision 0051): a seat while one is left (the database's conditional
 * update decides between many at once), else the waiting list when they asked for it. The registration, its mail
 * and its reminders are written in one transaction. An address already registered for the event is answered as
 * its registration stands, and its mail is sent again (with the links to its page), never a second registration.
 */
export async function registerForEvent(
  db: Database,
  input: EventRegistrationInput,
  consent: ConsentMeta & { consentLanguage: Locale },
  now: Date = new Date(),
  siteUrl: string = env().SITE_URL,
): Promise<RegisterOutcome> {
  const event = await eventBySlug(db, input.event);
  if (!event?.publishedAt) return { code: 'closed' };
  if (unansweredQuestion(Boolean(event.questionDe ?? event.questionEn), input.answer)) return { code: 'answerRequired' };
  const id = randomUUID();
  const tokens = registrationTokens({ id, consentAt: consent.consentAt });
  const row = {
    id,
    name: input.name,
    email: input.email,
    company: input.company ?? null,
    answer: input.answer || null,
    ...consent,
    tokenHash: hashToken(tokens.manage),
    joinTokenHash: hashToken(tokens.join),
  };
  // The registration as it will read once written: its mails are composed before the transaction, which then only
  // writes, so a race for the last seats holds no connection while mails render.
  const written = (status: 'registered' | 'waiting'): Registration => ({
    ...row,
    eventId: event.id,
    status,
    waitingSince: status === 'waiting' ? now : null,
    offerExpiresAt: null,
    attendance: null,
    cancelledAt: null,
    createdAt: now,
  });
  const seatedMail = await mailTo(event, written('registered'), 'registered', siteUrl);
  const waitingMail = input.waitingList ? await mailTo(event, written('waiting'), 'waiting', siteUrl) : undefined;
  const outcome = await enrol(db, event.id, row, { wait: input.waitingList, now }, async (tx, registration) => {
    if (registration.status === 'registered') {
      await enqueueMail(tx, seatedMail, now);
      await queueReminders(tx, event, registration, siteUrl, now);
    } else if (waitingMail) await enqueueMail(tx, waitingMail, now);
  });
  if (!('registration' in outcome)) return { code: outcome.code };
  const { registration } = outcome;
  const seated = registration.status !== 'waiting';
  if (outcome.code === 'already')
    await enqueueMail(db, await mailTo(outcome.event, registration, seated ? 'registered' : 'waiting', siteUrl), now);
  return { code: seated ? 'ok' : 'waiting', registration, event: outcome.event };
}

/** What a registration's own page shows. */
export type RegistrationView =
  | { state: 'invalid' }
  | {
      state: 'registered' | 'waiting' | 'offered' | 'cancelled' | 'expired' | 'past';
      registration: Registration;
      event: EventRow;
      /** The person's place in the waiting list (1 = next), while waiting. */
      position?: number;
    };

export async function registrationView(db: Database, token: string, now: Date = new Date()): Promise<RegistrationView> {
  const found = token ? await registrationByTokenHash(db, hashToken(token)) : undefined;
  if (!found) return { state: 'invalid' };
  const { registration, event } = found;
  if (registration.status === 'cancelled' || registration.status === 'expired') return { state: registration.status, ...found };
  if (event.startsAt.getTime() <= now.getTime()) return { state: 'past', ...found };
  if (registration.status === 'waiting') {
    const line = await registrationsOf(db, event.id, ['waiting']);
    return { state: 'waiting', ...found, position: line.findIndex((entry) => entry.id === registration.id) + 1 };
  }
  return { state: registration.status, ...found };
}

export type AttendeeChange = 'invalid' | 'already' | 'past' | 'gone' | { done: Registration };

/**
 * The attendee leaves the event on their registration's page (only its POST acts): a seat they held goes at once
 * to the first in line, who is offered it by mail; their reminders are withdrawn and the calendar entry cancelled.
 */
export async function cancelRegistration(
  db: Database,
  token: string,
  now: Date = new Date(),
  siteUrl = env().SITE_URL,
): Promise<AttendeeChange> {
  const view = await registrationView(db, token, now);
  if (view.state === 'invalid') return 'invalid';
  if (view.state === 'past') return 'past';
  if (view.state === 'cancelled' || view.state === 'expired') return 'already';
  const left = await leave(db, view.registration.id, { status: 'cancelled', now, holdMs: holdMs() }, async (tx, departure) => {
    await withdrawReminders(tx, departure.registration.id, departure.event.sequence, now);
    if (view.state !== 'waiting') await enqueueMail(tx, await mailTo(departure.event, departure.registration, 'cancelled', siteUrl), now);
    await tellOffers(tx, departure.offers, siteUrl, now);
  });
  return left ? { done: left.registration } : 'already';
}

/** The first in line takes the seat offered to them, on their registration's page, while it is held. */
export async function takeOfferedSeat(
  db: Database,
  token: string,
  now: Date = new Date(),
  siteUrl = env().SITE_URL,
): Promise<AttendeeChange> {
  const view = await registrationView(db, token, now);
  if (view.state === 'invalid') return 'invalid';
  if (view.state === 'past') return 'past';
  if (view.state !== 'offered') return view.state === 'registered' ? 'already' : 'gone';
  const { event } = view;
  const taken = await acceptOffer(db, view.registration.id, now, async (tx, registration) => {
    await enqueueMail(tx, await mailTo(event, registration, 'registered', siteUrl), now);
    await queueReminders(tx, event, registration, siteUrl, now);
  });
  return taken ? { done: taken } : 'gone';
}

/**
 * Ends the offers whose hold ran out and offers their seats to the next in line (run every minute by the server;
 * each offer ends once, whichever instance gets to it). Gives back how many ended.
 */
export async function expireLapsedOffers(db: Database, now: Date = new Date(), siteUrl = env().SITE_URL): Promise<number> {
  let ended = 0;
  for (const id of await lapsedOffers(db, now)) {
    const left = await leave(db, id, { status: 'expired', now, holdMs: holdMs() }, (tx, departure) =>
      tellOffers(tx, departure.offers, siteUrl, now),
    );
    if (left) ended += 1;
  }
  return ended;
}

/** Where a personal join address leads at `now`. */
export type JoinTarget =
  | { to: 'room'; url: string }
  | { to: 'early'; event: EventRow; opensAt: Date }
  | { to: 'ended' | 'closed'; event: EventRow }
  | { to: 'invalid' };

/**
 * The personal join address of an online event (decision 0051): the meeting room for a registered attendee, from
 * `events.joinOpensMinutes` before the start to the end; the room's address is given nowhere else, so the firm can
 * change it without mailing anyone. Only a GET, and it changes nothing.
 */
export async function joinTarget(db: Database, token: string, now: Date = new Date()): Promise<JoinTarget> {
  const found = token ? await registrationByJoinTokenHash(db, hashToken(token)) : undefined;
  if (!found || found.registration.status !== 'registered') return { to: 'invalid' };
  const { event } = found;
  const online = event.mode !== 'onsite' || event.status === 'moved_online';
  if (!online || !event.roomUrl || event.status === 'cancelled' || event.status === 'postponed') return { to: 'closed', event };
  if (event.endsAt.getTime() <= now.getTime()) return { to: 'ended', event };
  const opensAt = new Date(event.startsAt.getTime() - siteConfig.events.joinOpensMinutes * 60_000);
  if (now.getTime() < opensAt.getTime()) return { to: 'early', event, opensAt };
  return { to: 'room', url: event.roomUrl };
}

/** Whether a change to an event is one its attendees are told of (and their calendars take). */
const movedOrPlaced = (before: EventRow, after: EventRow): boolean =>
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime() ||
  before.mode !== after.mode ||
  before.address !== after.address ||
  before.status !== after.status;

/**
 * Tells the attendees of an operator's change to a published event, inside the change's transaction (decision
 * 0051): a cancellation or postponement to everyone still in it (a seat's calendar entry cancelled, reminders
 * withdrawn); a new time, place or mode to those holding a seat (the calendar entry updated under the new
 * SEQUENCE, reminders queued again); seats that a larger capacity freed offered to the first in line. The room's
 * address is not told: the personal join addresses lead to the new one.
 */
export async function tellAttendees(
  tx: Database,
  before: EventRow,
  after: EventRow,
  siteUrl: string,
  now: Date = new Date(),
): Promise<void> {
  if (!after.publishedAt) return;
  const called = (status: EventRow['status']) => status === 'cancelled' || status === 'postponed';
  if (called(after.status) && !called(before.status)) {
    for (const registration of await registrationsOf(tx, after.id, ['registered', 'offered', 'waiting'])) {
      await withdrawReminders(tx, registration.id, before.sequence, now);
      await enqueueMail(
        tx,
        await mailTo(after, registration, after.status === 'cancelled' ? 'cancelledByFirm' : 'postponed', siteUrl),
        now,
      );
    }
    return;
  }
  if (movedOrPlaced(before, after) && !called(after.status)) {
    for (const registration of await registrationsOf(tx, after.id, ['registered', 'offered'])) {
      await withdrawReminders(tx, registration.id, before.sequence, now);
      await enqueueMail(tx, await mailTo(after, registration, 'changed', siteUrl), now);
      if (registration.status === 'registered') await queueReminders(tx, after, registration, siteUrl, now);
    }
  }
  if (after.capacity > before.capacity) await tellOffers(tx, await offerFreeSeats(tx, after.id, now, holdMs()), siteUrl, now);
}
