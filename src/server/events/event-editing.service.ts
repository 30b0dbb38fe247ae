import type { EventDraft } from '#lib/events/event-form.ts';
import type { Attendance, EventStatus, RegistrationStatus } from '#lib/events/event-kinds.ts';
import type { Database } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { attendeeMessageMail, type AttendeeMessage } from './attendee-message.ts';
import { registrationLocale } from './event-mails.ts';
import { insertEvent, lockedEvent, markAttendance, markPublished, updateEvent, type EventPatch } from './events-admin.repo.ts';
import { announceToInterested } from './interest.service.ts';
import { tellAttendees } from './registration.service.ts';
import { eventBySlug, registrationsOf, type EventRow, type Registration } from './registrations.repo.ts';

/**
 * The operator's changes to events (decision 0051), each inside the caller's transaction (the console's action
 * writes its audit entry in the same one): what a published event's attendees were told stays true, or they are
 * told again.
 */

export type EventChangeCode =
  | 'event_created'
  | 'event_saved'
  | 'event_published'
  | 'event_status_changed'
  | 'event_not_found'
  | 'event_slug_taken'
  | 'event_capacity_below_taken'
  | 'event_already_published'
  | 'event_status_unchanged'
  | 'event_room_missing'
  | 'event_over';

export type EventChange =
  | { code: 'event_created' | 'event_saved' | 'event_published' | 'event_status_changed'; before?: EventRow; event: EventRow }
  | { code: Exclude<EventChangeCode, 'event_created' | 'event_saved' | 'event_published' | 'event_status_changed'> };

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

/** Whether a change moves the event in time or place, or its status: what a calendar invitation's SEQUENCE follows. */
const movesInvitation = (before: EventRow, after: EventPatch): boolean =>
  (after.startsAt !== undefined && !sameTime(after.startsAt, before.startsAt)) ||
  (after.endsAt !== undefined && !sameTime(after.endsAt, before.endsAt)) ||
  (after.mode !== undefined && after.mode !== before.mode) ||
  (after.address !== undefined && after.address !== before.address) ||
  (after.status !== undefined && after.status !== before.status);

/** Whether attendees are told of the change: time, place, room, status or capacity (a raise frees seats to offer). */
const concernsAttendees = (before: EventRow, after: EventRow): boolean =>
  !sameTime(after.startsAt, before.startsAt) ||
  !sameTime(after.endsAt, before.endsAt) ||
  after.mode !== before.mode ||
  after.address !== before.address ||
  after.roomUrl !== before.roomUrl ||
  after.status !== before.status ||
  after.capacity !== before.capacity;

/** A new event, as a draft (not published): refused when its address (slug) is another event's. */
export async function createEvent(tx: Database, draft: EventDraft, now: Date): Promise<EventChange> {
  if (await eventBySlug(tx, draft.slug)) return { code: 'event_slug_taken' };
  return { code: 'event_created', event: await insertEvent(tx, draft, now) };
}

/**
 * Applies a patch to an event and, when it is published and the change concerns its attendees, tells them in the
 * same transaction (the lead's `tellAttendees`: mails with the calendar update, reminders, offers of freed seats).
 */
async function change(tx: Database, before: EventRow, patch: EventPatch, origin: string, now: Date): Promise<EventRow> {
  const published = before.publishedAt !== null;
  const sequence = published && movesInvitation(before, patch) ? before.sequence + 1 : before.sequence;
  const after = await updateEvent(tx, before.id, { ...patch, sequence }, now);
  if (published && concernsAttendees(before, after)) await tellAttendees(tx, before, after, origin, now);
  return after;
}

/**
 * Saves the form over an event. A published event keeps its slug (links and calendars name it); its capacity may
 * not go below the seats taken (those registered and offered keep theirs).
 */
export async function editEvent(tx: Database, id: string, draft: EventDraft, origin: string, now: Date): Promise<EventChange> {
  const before = await lockedEvent(tx, id);
  if (!before) return { code: 'event_not_found' };
  const slug = before.publishedAt === null ? draft.slug : before.slug;
  if (slug !== before.slug) {
    const other = await eventBySlug(tx, slug);
    if (other && other.id !== id) return { code: 'event_slug_taken' };
  }
  if (draft.capacity < before.seatsTaken) return { code: 'event_capacity_below_taken' };
  return { code: 'event_saved', before, event: await change(tx, before, { ...draft, slug }, origin, now) };
}

/**
 * Publishes a draft: its page and registration open (until its deadline), and in the same transaction those on its
 * format's interest list are told of the new date, first (decision 0051).
 */
export async function publishEvent(tx: Database, id: string, origin: string, now: Date): Promise<EventChange> {
  const before = await lockedEvent(tx, id);
  if (!before) return { code: 'event_not_found' };
  if (before.endsAt <= now) return { code: 'event_over' };
  const event = await markPublished(tx, id, now);
  if (!event) return { code: 'event_already_published' };
  await announceToInterested(tx, event, origin);
  return { code: 'event_published', before, event };
}

/**
 * Cancels, postpones or moves an event online (or schedules it again): before it ends only, and online only with a
 * meeting room to send the attendees to. A published event's attendees are told.
 */
export async function setEventStatus(tx: Database, id: string, status: EventStatus, origin: string, now: Date): Promise<EventChange> {
  const before = await lockedEvent(tx, id);
  if (!before) return { code: 'event_not_found' };
  if (before.status === status) return { code: 'event_status_unchanged' };
  if (before.endsAt <= now) return { code: 'event_over' };
  if (status === 'moved_online' && !before.roomUrl) return { code: 'event_room_missing' };
  return { code: 'event_status_changed', before, event: await change(tx, before, { status }, origin, now) };
}

export type AttendanceChange =
  | { code: 'event_attendance_marked'; event: EventRow; registration: Registration }
  | { code: 'event_not_found' | 'event_not_started' | 'event_registration_not_found' };

/** Marks whether a registered attendee came: only once the event has begun. */
export async function markEventAttendance(
  tx: Database,
  eventId: string,
  registrationId: string,
  attendance: Attendance | null,
  now: Date,
): Promise<AttendanceChange> {
  const event = await lockedEvent(tx, eventId);
  if (!event) return { code: 'event_not_found' };
  if (event.startsAt > now) return { code: 'event_not_started' };
  const registration = await markAttendance(tx, eventId, registrationId, attendance);
  return registration ? { code: 'event_attendance_marked', event, registration } : { code: 'event_registration_not_found' };
}

export type MessageResult = { code: 'event_message_queued'; event: EventRow; count: number } | { code: 'event_not_found' };

/**
 * Writes to an event's attendees: every `registered` one (and those `offered` a seat when asked), never the
 * cancelled or expired, each in the language they registered in, through the outbox. Gives back how many mails.
 */
export async function writeToAttendees(
  tx: Database,
  eventId: string,
  message: AttendeeMessage,
  { includeOffered, now }: { includeOffered: boolean; now: Date },
): Promise<MessageResult> {
  const event = await lockedEvent(tx, eventId);
  if (!event) return { code: 'event_not_found' };
  const statuses: RegistrationStatus[] = includeOffered ? ['registered', 'offered'] : ['registered'];
  const recipients = await registrationsOf(tx, eventId, statuses);
  const mails = { de: await attendeeMessageMail(message, 'de'), en: await attendeeMessageMail(message, 'en') };
  for (const registration of recipients) await enqueueMail(tx, mails[registrationLocale(registration)](registration.email), now);
  return { code: 'event_message_queued', event, count: recipients.length };
}
