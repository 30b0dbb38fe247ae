import { z } from 'zod';
import { addBookingException, removeBookingException } from '#server/booking/booking-exceptions.repo.ts';
import { replaceBookingFeedKey, revokeBookingFeedKey } from '#server/booking/booking-feed-keys.repo.ts';
import { feedAddress } from '#server/booking/calendar-feed-fetch.ts';
import { removeCalendarFeed, setCalendarFeed } from '#server/booking/firm-calendar-feed.repo.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { hashToken, newSecretToken } from '#server/security/secret-tokens.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

/** A time on the firm's clock on the 5-minute grid the booking's cells hold (decision 0049). */
const gridTime = z.string().regex(/^([01]\d|2[0-3]):[0-5][05]$/);

/** A day off, or extra hours on a day (the end after the start). */
export const exceptionInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off'), day: z.iso.date() }),
  z
    .object({ kind: z.literal('extra'), day: z.iso.date(), from: gridTime, to: gridTime })
    .refine(({ from, to }) => from < to, { path: ['to'] }),
]);
export const exceptionIdInput = z.object({ id: z.uuid() });

/** The private address of the firm's calendar: https, or webcal as calendar apps give it. */
export const feedInput = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((url) => URL.canParse(feedAddress(url)) && /^https?:$/.test(new URL(feedAddress(url)).protocol)),
});

/** Adds a day off or extra hours, with the audit entry in the same transaction; a day already off is refused. */
export async function addException(
  db: Database,
  actor: AuditActor,
  input: z.infer<typeof exceptionInput>,
): Promise<{ code: 'day_off_added' | 'extra_hours_added' | 'day_off_exists' }> {
  return withTransaction(db, async (tx) => {
    const added = await addBookingException(tx, input);
    if (!added) return { code: 'day_off_exists' };
    if (input.kind === 'off') await recordActionIn(tx, actor, 'booking_day_off', added.id, { day: input.day });
    else await recordActionIn(tx, actor, 'booking_extra_hours', added.id, { day: input.day, from: input.from, to: input.to });
    return { code: input.kind === 'off' ? 'day_off_added' : 'extra_hours_added' };
  });
}

/** Removes a day off or extra hours, with the audit entry saying which. */
export async function removeException(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof exceptionIdInput>,
): Promise<{ code: 'exception_removed' | 'exception_not_found' }> {
  return withTransaction(db, async (tx) => {
    const removed = await removeBookingException(tx, id);
    if (!removed) return { code: 'exception_not_found' };
    await recordActionIn(tx, actor, 'booking_exception_remove', id, {
      day: removed.day,
      kind: removed.kind,
      ...(removed.fromTime && { from: removed.fromTime, to: removed.toTime }),
    });
    return { code: 'exception_removed' };
  });
}

/**
 * Sets the firm's calendar feed. The address is a secret of its own (it opens the calendar): the audit entry
 * names its host only.
 */
export async function setFirmCalendarFeed(
  db: Database,
  actor: AuditActor,
  { url }: z.infer<typeof feedInput>,
): Promise<{ code: 'feed_saved' }> {
  return withTransaction(db, async (tx) => {
    await setCalendarFeed(tx, url);
    await recordActionIn(tx, actor, 'booking_feed_set', new URL(feedAddress(url)).host);
    return { code: 'feed_saved' };
  });
}

/** Removes the firm's calendar feed and its busy times. */
export async function removeFirmCalendarFeed(db: Database, actor: AuditActor): Promise<{ code: 'feed_removed' | 'no_feed' }> {
  return withTransaction(db, async (tx) => {
    if (!(await removeCalendarFeed(tx))) return { code: 'no_feed' };
    await recordActionIn(tx, actor, 'booking_feed_remove');
    return { code: 'feed_removed' };
  });
}

/**
 * Makes the key of the private feed of the bookings, revoking the one before: the key is answered once, for
 * the address the operator copies, and only its hash is kept.
 */
export async function makeBookingFeedKey(db: Database, actor: AuditActor): Promise<{ code: 'feed_key_made'; key: string }> {
  const key = newSecretToken();
  await withTransaction(db, async (tx) => {
    await replaceBookingFeedKey(tx, hashToken(key));
    await recordActionIn(tx, actor, 'booking_feed_key');
  });
  return { code: 'feed_key_made', key };
}

/** Revokes the private feed's key: its address answers 404 from now on. */
export async function revokeBookingFeed(db: Database, actor: AuditActor): Promise<{ code: 'feed_key_revoked' | 'no_feed_key' }> {
  return withTransaction(db, async (tx) => {
    if (!(await revokeBookingFeedKey(tx))) return { code: 'no_feed_key' };
    await recordActionIn(tx, actor, 'booking_feed_key_revoke');
    return { code: 'feed_key_revoked' };
  });
}
