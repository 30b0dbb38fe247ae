import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { RetentionName, RetentionValues } from '#lib/retention.ts';
import type { Database } from '../db/client.ts';
import { zurichClock } from '#lib/zurich-time.ts';
import { deleteCountsBefore } from '../analytics/analytics.repo.ts';
import {
  analyticsCounts,
  bookings,
  campaignDeliveries,
  contactMessages,
  eventInterests,
  eventRegistrations,
  events as eventsTable,
  mailOutbox,
  newsletterSubscriptions,
  securityEvents,
  waitlistEntries,
} from '../db/schema.ts';
import { releaseTierSlot } from '../tiers/tiers.repo.ts';

/** The tables a retention run may change, by the period that changes them. */
export const RETENTION_TABLES = {
  contactMessages,
  waitlistEntries,
  bookings,
  events: [eventRegistrations, eventInterests],
  unconfirmedNewsletter: newsletterSubscriptions,
  securityEvents,
  sentMailBodies: mailOutbox,
  mails: mailOutbox,
  campaignDeliveries,
  visitorStatistics: analyticsCounts,
} as const;

/**
 * Removes what is past its period (`cutoffs`: older than this goes), inside the caller's transaction, and
 * counts it. An accepted waiting-list entry gives its tier's slot back, as its erasure does. A mail still
 * to be sent is never touched; a sent one loses its content first and its record later.
 */
export async function deleteExpired(db: Database, cutoffs: Record<RetentionName, Date>): Promise<RetentionValues> {
  const contacts = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoffs.contactMessages))
    .returning({ id: contactMessages.id });
  const entries = await db
    .delete(waitlistEntries)
    .where(lt(waitlistEntries.createdAt, cutoffs.waitlistEntries))
    .returning({ tier: waitlistEntries.tier, status: waitlistEntries.status });
  for (const entry of entries) if (entry.status === 'accepted') await releaseTierSlot(db, entry.tier);
  // A booking's period runs from its consultation's start, so one still to come stays; its cells go by cascade.
  const pastBookings = await db.delete(bookings).where(lt(bookings.startsAt, cutoffs.bookings)).returning({ id: bookings.id });
  // Decision 0051: an event's registrations go a period after it ended, so those of one still to come stay.
  const pastEvents = db.select({ id: eventsTable.id }).from(eventsTable).where(lt(eventsTable.endsAt, cutoffs.events));
  const registrations = await db
    .delete(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, pastEvents))
    .returning({ id: eventRegistrations.id });
  const interests = await db
    .delete(eventInterests)
    .where(and(isNull(eventInterests.confirmedAt), lt(eventInterests.consentAt, cutoffs.events)))
    .returning({ id: eventInterests.id });
  // A new sign-up of a pending address renews its consent, not its row: the period counts from the latest.
  const newsletter = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, 'pending'), lt(newsletterSubscriptions.consentAt, cutoffs.unconfirmedNewsletter)))
    .returning({ id: newsletterSubscriptions.id });
  const events = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, cutoffs.securityEvents))
    .returning({ id: securityEvents.id });
  const mails = await db
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, cutoffs.mails)))
    .returning({ id: mailOutbox.id });
  const emptied = await db
    .update(mailOutbox)
    .set({ textBody: '', htmlBody: '', headers: null, calendar: null })
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lt(mailOutbox.sentAt, cutoffs.sentMailBodies),
        or(ne(mailOutbox.textBody, ''), ne(mailOutbox.htmlBody, ''), isNotNull(mailOutbox.headers), isNotNull(mailOutbox.calendar)),
      ),
    )
    .returning({ id: mailOutbox.id });
  // A campaign's mails: what went to whom and what became of it, kept while a question about it is likely.
  const deliveries = await db
    .delete(campaignDeliveries)
    .where(and(ne(campaignDeliveries.status, 'pending'), lt(campaignDeliveries.createdAt, cutoffs.campaignDeliveries)))
    .returning({ id: campaignDeliveries.id });
  // Counts are kept per Zurich day: a day goes once the whole of it is past the period.
  const statistics = await deleteCountsBefore(db, zurichClock(cutoffs.visitorStatistics).day);
  return {
    contactMessages: contacts.length,
    waitlistEntries: entries.length,
    bookings: pastBookings.length,
    events: registrations.length + interests.length,
    unconfirmedNewsletter: newsletter.length,
    securityEvents: events.length,
    sentMailBodies: emptied.length,
    mails: mails.length,
    campaignDeliveries: deliveries.length,
    visitorStatistics: statistics,
  };
}
