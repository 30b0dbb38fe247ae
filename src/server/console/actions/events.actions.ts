import { z } from 'zod';
import { CAMPAIGN_LIMITS } from '#lib/campaigns.ts';
import type { EventDraft } from '#lib/events/event-form.ts';
import { ATTENDANCE, EVENT_STATUSES } from '#lib/events/event-kinds.ts';
import { strippedLine, strippedText } from '#lib/validation/display-controls.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { env } from '#server/env.ts';
import {
  createEvent,
  editEvent,
  markEventAttendance,
  publishEvent,
  setEventStatus,
  writeToAttendees,
  type EventChange,
} from '#server/events/event-editing.service.ts';
import { eventRegistrationsForConsole } from '#server/events/events-admin.repo.ts';
import { eventById, type EventRow } from '#server/events/registrations.repo.ts';
import { aboutPerson } from '../audit/about.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

/**
 * The operator's actions on events (decision 0051), the console's and the command line's alike: the event service's
 * change and its audit entry in one transaction; a change refused records nothing.
 */

export const eventInput = z.object({ id: z.uuid() });
export const statusInput = z.object({ id: z.uuid(), status: z.enum(EVENT_STATUSES) });
export const attendanceInput = z.object({
  id: z.uuid(),
  registration: z.uuid(),
  // The empty choice clears a mark made by mistake.
  attendance: z.union([z.enum(ATTENDANCE), z.literal('').transform(() => null)]),
});
export const messageInput = z.object({
  id: z.uuid(),
  subject: z
    .string()
    .transform((value) => strippedLine(value).trim())
    .pipe(z.string().min(1).max(CAMPAIGN_LIMITS.subject.max)),
  body: z
    .string()
    .transform((value) => strippedText(value).trim())
    .pipe(z.string().min(1).max(CAMPAIGN_LIMITS.body.max)),
  offered: z
    .string()
    .optional()
    .transform((value) => value === 'yes'),
});

/** What an event's audit entry says of it: its address and title, so the log reads well after it changes. */
const aboutEvent = (event: EventRow) => ({ slug: event.slug, titleDe: event.titleDe, titleEn: event.titleEn });

const origin = (): string => env().SITE_URL;

/** The codes of the changes that went through (the others are refusals). */
const done = (change: EventChange): change is Extract<EventChange, { event: EventRow }> => 'event' in change;

export type EventActionResult = { code: EventChange['code']; id?: string };

/** Writes a new event as a draft, with its audit entry; `id` is the new event's. */
export async function createEventAs(db: Database, actor: AuditActor, draft: EventDraft, now = new Date()): Promise<EventActionResult> {
  try {
    return await withTransaction(db, async (tx) => {
      const change = await createEvent(tx, draft, now);
      if (!done(change)) return { code: change.code };
      await recordActionIn(tx, actor, 'event_create', change.event.id, aboutEvent(change.event));
      return { code: change.code, id: change.event.id };
    });
  } catch (error) {
    // Another event took the same address at the same moment.
    if (isUniqueViolation(error)) return { code: 'event_slug_taken' };
    throw error;
  }
}

/** Saves the form over an event; its attendees are told of a change that concerns them (event-editing.service.ts). */
export async function saveEventAs(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof eventInput>,
  draft: EventDraft,
  now = new Date(),
): Promise<EventActionResult> {
  try {
    return await withTransaction(db, async (tx) => {
      const change = await editEvent(tx, id, draft, origin(), now);
      if (!done(change)) return { code: change.code };
      const moved = change.before && change.before.startsAt.getTime() !== change.event.startsAt.getTime();
      await recordActionIn(tx, actor, 'event_edit', id, {
        ...aboutEvent(change.event),
        ...(moved && { from: change.before!.startsAt.toISOString(), to: change.event.startsAt.toISOString() }),
        ...(change.before && change.before.capacity !== change.event.capacity && { capacity: change.event.capacity }),
      });
      return { code: change.code, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { code: 'event_slug_taken' };
    throw error;
  }
}

export async function publishEventAs(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof eventInput>,
  now = new Date(),
): Promise<EventActionResult> {
  return withTransaction(db, async (tx) => {
    const change = await publishEvent(tx, id, origin(), now);
    if (!done(change)) return { code: change.code };
    await recordActionIn(tx, actor, 'event_publish', id, aboutEvent(change.event));
    return { code: change.code, id };
  });
}

/** Cancels, postpones, moves online or schedules again; the attendees of a published event are told. */
export async function setEventStatusAs(
  db: Database,
  actor: AuditActor,
  { id, status }: z.infer<typeof statusInput>,
  now = new Date(),
): Promise<EventActionResult> {
  return withTransaction(db, async (tx) => {
    const change = await setEventStatus(tx, id, status, origin(), now);
    if (!done(change)) return { code: change.code };
    await recordActionIn(tx, actor, 'event_status', id, { ...aboutEvent(change.event), status, previous: change.before?.status });
    return { code: change.code, id };
  });
}

export async function markAttendanceAs(
  db: Database,
  actor: AuditActor,
  { id, registration, attendance }: z.infer<typeof attendanceInput>,
  now = new Date(),
): Promise<{ code: 'event_attendance_marked' | 'event_not_found' | 'event_not_started' | 'event_registration_not_found' }> {
  return withTransaction(db, async (tx) => {
    const marked = await markEventAttendance(tx, id, registration, attendance, now);
    if (marked.code !== 'event_attendance_marked') return { code: marked.code };
    await recordActionIn(tx, actor, 'event_attendance', registration, {
      ...aboutEvent(marked.event),
      attendance,
      about: aboutPerson(marked.registration),
    });
    return { code: marked.code };
  });
}

/** Writes to the event's attendees through the outbox; `count` is how many mails were queued. */
export async function writeToAttendeesAs(
  db: Database,
  actor: AuditActor,
  { id, subject, body, offered }: z.infer<typeof messageInput>,
  now = new Date(),
): Promise<{ code: 'event_message_queued' | 'event_not_found'; count?: number }> {
  return withTransaction(db, async (tx) => {
    const result = await writeToAttendees(tx, id, { subject, body }, { includeOffered: offered, now });
    if (result.code !== 'event_message_queued') return { code: result.code };
    await recordActionIn(tx, actor, 'event_message', id, { ...aboutEvent(result.event), subject, recipients: result.count, offered });
    return { code: result.code, count: result.count };
  });
}

/** The columns of an event's registrations as the downloads and the command line give them. */
export const REGISTRATION_COLUMNS = [
  'status',
  'name',
  'email',
  'company',
  'answer',
  'language',
  'registered_at',
  'waiting_since',
  'offer_expires_at',
  'attendance',
  'cancelled_at',
] as const;

export type RegistrationRecord = Record<(typeof REGISTRATION_COLUMNS)[number], unknown>;

/**
 * An event's registrations for a download: the export written to the audit log first (whichever front asked),
 * then the rows, in the order they came. Undefined when there is no such event.
 */
export async function exportRegistrations(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof eventInput>,
  format: 'csv' | 'json',
): Promise<{ event: EventRow; rows: RegistrationRecord[] } | undefined> {
  const event = await eventById(db, id);
  if (!event) return undefined;
  await recordActionIn(db, actor, 'export', 'event_registrations', { format, status: 'all', ...aboutEvent(event) });
  const rows = (await eventRegistrationsForConsole(db, id)).map((registration) => ({
    status: registration.status,
    name: registration.name,
    email: registration.email,
    company: registration.company,
    answer: registration.answer,
    language: registration.consentLanguage,
    registered_at: registration.createdAt,
    waiting_since: registration.waitingSince,
    offer_expires_at: registration.offerExpiresAt,
    attendance: registration.attendance,
    cancelled_at: registration.cancelledAt,
  }));
  return { event, rows };
}
