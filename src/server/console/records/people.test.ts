import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { count, is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { submitContact } from '#server/contact/contact.service.ts';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { subscribe } from '#server/newsletter/newsletter.service.ts';
import { storeSecurityEvent } from '#server/security/security-events.service.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';
import { reserveBooking } from '#server/booking/bookings.repo.ts';
import { ERASED_ADDRESS } from '#lib/erased-address.ts';
import { personReference } from '../audit/person-reference.ts';
import { eraseEverywhere, findPerson } from './people.service.ts';
import { createCampaign, sendCampaignNow } from '#server/campaigns/campaign-lifecycle.ts';
import { confirmSubscription } from '#server/newsletter/newsletter.service.ts';
import { registerForEvent } from '#server/events/registration.service.ts';
import { signUpForInterest } from '#server/events/interest.service.ts';

const consent = {
  consentLanguage: 'en' as const,
  consentSourcePage: '/en/',
  clientHash: 'd'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};
const meta = { language: 'en' as const, sourcePage: '/en/contact', clientHash: consent.clientHash };

/** Every table of the schema with its text and JSON columns. */
const TEXT_COLUMNS = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => ({ table, ...getTableConfig(table) }))
  .map(({ table, name, columns }) => ({
    table,
    name,
    columns: columns.filter((column) => ['text', 'jsonb', 'json'].includes(column.getSQLType())),
  }));

/** The tables in which the text appears anywhere, in any case. */
async function tablesMentioning(db: Database, text: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, name, columns } of TEXT_COLUMNS) {
    if (columns.length === 0) continue;
    const anyColumn = sql.join(
      columns.map((column) => sql`strpos(lower(${column}::text), lower(${text})) > 0`),
      sql` or `,
    );
    const [hits] = await db.select({ value: count() }).from(table).where(anyColumn);
    if ((hits?.value ?? 0) > 0) found.push(name);
  }
  return found;
}

/** A consultation booked by `email`, each at its own time (a quarter of an hour and its buffer apart). */
let bookedSlots = 0;
async function book(db: Database, email: string, name: string, question = 'How do I automate my invoices?') {
  const startsAt = new Date(Date.UTC(2026, 11, 2, 13, 0) + 30 * 60_000 * bookedSlots++);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  const booking = {
    startsAt,
    endsAt,
    name,
    email,
    company: 'Example AG',
    topic: 'other',
    question,
    tokenHash: `token-${bookedSlots}`,
    ...consent,
  };
  const reserved = await reserveBooking(db, booking, 15);
  if (reserved.code !== 'done') throw new Error('the test booking was refused');
  return reserved.booking;
}

async function storeEverything(db: Database, email: string, name: string) {
  await book(db, email, name);
  await submitContact(db, { name, email, message: `Please call me, ${name}.`, company: 'Example AG' }, meta);
  await subscribe(db, email.toUpperCase(), consent, 'https://www.example.ch');
  await submitWaitlist(db, { email, company: 'Example AG', tier: 'early_access', motivation: 'Early.' }, consent, 'http://localhost:4321');
  await storeSecurityEvent(db, {
    eventType: 'authentication_failure',
    userIdentifier: email,
    eventData: { note: `tried ${email}` },
    clientNetwork: '192.0.2.0/24',
  });
}

describe.each(TEST_ENGINES)('erasing a person on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('leaves the address nowhere in any table, and only that address', async () => {
    expect(TEXT_COLUMNS.map((table) => table.name)).toEqual(
      expect.arrayContaining(['contact_messages', 'mail_outbox', 'security_events', 'audit_log', 'operators']),
    );
    await storeEverything(db().db, 'anna@example.ch', 'Anna');
    await storeEverything(db().db, 'bob@example.ch', 'Bob');
    await db().db.insert(schema.operators).values({ email: 'operator@example.ch' });
    const mentioning = await tablesMentioning(db().db, 'ANNA@example.ch');
    expect(mentioning).toEqual(
      expect.arrayContaining(['contact_messages', 'newsletter_subscriptions', 'waitlist_entries', 'bookings', 'mail_outbox']),
    );
    // spec §8: a security event is stored with its addresses redacted.
    expect(mentioning).not.toContain('security_events');
    const found = await findPerson(db().db, 'Anna@Example.ch');
    expect(found.total).toBeGreaterThanOrEqual(7);
    expect(found.records.bookings).toEqual([expect.objectContaining({ name: 'Anna', topic: 'other', status: 'confirmed' })]);

    const recorded: { reference: string; details: { records: number; redacted: number; resumed: number } }[] = [];
    const { removed } = await eraseEverywhere(
      db().db,
      'Anna@Example.ch',
      async (tx, { reference, removed: records, redacted, resumed }) => {
        const details = { records, redacted, resumed };
        recorded.push({ reference, details });
        await tx.insert(schema.auditLog).values({ actor: 'operator@example.ch', action: 'erase', target: reference, details });
      },
    );

    expect(removed).toBe(found.total);
    expect(recorded).toEqual([{ reference: personReference('anna@example.ch'), details: { records: removed, redacted: 0, resumed: 0 } }]);
    expect(await tablesMentioning(db().db, 'anna@example.ch')).toEqual([]);
    expect((await findPerson(db().db, 'bob@example.ch')).total).toBe(found.total);
  });

  it('keeps the records of an address that only ends like the erased one', async () => {
    await storeEverything(db().db, 'anna@example.ch', 'Anna');
    await storeEverything(db().db, 'x-anna@example.ch', 'Xavier');
    const before = (await findPerson(db().db, 'x-anna@example.ch')).total;
    await eraseEverywhere(db().db, 'anna@example.ch', async () => undefined);
    expect((await findPerson(db().db, 'x-anna@example.ch')).total).toBe(before);
    expect((await findPerson(db().db, 'anna@example.ch')).total).toBe(0);
  });

  it("erases a person's bookings, frees the time they held, and erases the address from another's booking that names it", async () => {
    const anna = await book(db().db, 'anna@example.ch', 'Anna');
    await book(db().db, 'ANNA@example.ch', 'Anna');
    await book(db().db, 'bob@example.ch', 'Bob', 'My colleague anna@example.ch will join us.');
    const found = await findPerson(db().db, 'anna@example.ch');
    expect(found.records.bookings.map((booking) => booking.email)).toEqual(['anna@example.ch', 'ANNA@example.ch']);
    expect(found.records.mentionedBySomeoneElse).toEqual([
      expect.objectContaining({ table: 'bookings', record: expect.objectContaining({ name: 'Bob' }) }),
    ]);

    expect(await eraseEverywhere(db().db, 'anna@example.ch', async () => undefined)).toMatchObject({ removed: 2, redacted: 1 });
    const left = await db().db.select().from(schema.bookings);
    expect(left.map((booking) => [booking.name, booking.question])).toEqual([['Bob', `My colleague ${ERASED_ADDRESS} will join us.`]]);
    // Only Bob's booking still holds time: Anna's slot can be booked again (decision 0049).
    expect(new Set((await db().db.select().from(schema.bookingCells)).map((cell) => cell.bookingId))).toEqual(new Set([left[0]!.id]));
    const { startsAt, endsAt } = anna;
    const carla = {
      startsAt,
      endsAt,
      name: 'Carla',
      email: 'carla@example.ch',
      topic: 'other',
      question: '?',
      tokenHash: 'token-carla',
      ...consent,
    };
    expect((await reserveBooking(db().db, carla, 15)).code).toBe('done');
    expect(await tablesMentioning(db().db, 'anna@example.ch')).toEqual([]);
  });

  // Decision 0035: what campaigns kept about a subscriber goes with them, and their export shows it.
  it("exports a subscriber's campaign mails and erases them with the subscription", async () => {
    const confirmed = async (email: string) => {
      await subscribe(db().db, email, consent, 'https://www.example.ch');
      const [mail] = await db()
        .db.select()
        .from(schema.mailOutbox)
        .where(sql`${schema.mailOutbox.recipient} = ${email}`);
      await confirmSubscription(db().db, /confirm\?token=([\w-]+)/.exec(mail!.textBody)![1]!);
    };
    await confirmed('anna@example.ch');
    await confirmed('bob@example.ch');
    const id = await createCampaign(
      db().db,
      { subjectDe: '', bodyDe: '', subjectEn: 'Year-end tips', bodyEn: 'Text', audience: 'en' },
      null,
    );
    expect(await sendCampaignNow(db().db, id)).toMatchObject({ code: 'done', queued: 2 });

    const found = await findPerson(db().db, 'Anna@Example.ch');
    expect(found.records.campaignDeliveries).toEqual([
      expect.objectContaining({ campaignSubject: 'Year-end tips', locale: 'en', status: 'pending', sentAt: null }),
    ]);
    const { removed } = await eraseEverywhere(db().db, 'anna@example.ch', async () => undefined);
    expect(removed).toBe(found.total);
    const left = await db().db.select().from(schema.campaignDeliveries);
    const [bob] = await db().db.select().from(schema.newsletterSubscriptions);
    expect(left.map((row) => row.subscriptionId)).toEqual([bob!.id]);
    expect((await findPerson(db().db, 'anna@example.ch')).records.campaignDeliveries).toEqual([]);
  });

  // Decision 0051: registrations and interest-list entries are the person's too.
  it("exports a person's event registration and interest entry, and their erasure offers the seat to the next in line", async () => {
    const startsAt = new Date('2027-03-10T13:00:00Z');
    const [event] = await db()
      .db.insert(schema.events)
      .values({
        slug: 'mwst-live',
        format: 'live-vat',
        titleDe: 'MWST live',
        titleEn: 'VAT live',
        summaryDe: 'Eine Stunde',
        summaryEn: 'One hour',
        descriptionDe: 'Live.',
        descriptionEn: 'Live.',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        mode: 'online',
        capacity: 1,
        registrationClosesAt: startsAt,
        publishedAt: new Date(),
      })
      .returning();
    const register = (name: string, email: string) =>
      registerForEvent(
        db().db,
        { event: 'mwst-live', name, email, company: 'Example AG', answer: '', waitingList: true },
        { ...consent, consentAt: new Date() },
        new Date(),
        'https://www.example.ch',
      );
    await register('Anna', 'anna@example.ch');
    await register('Bob', 'bob@example.ch');
    await signUpForInterest(db().db, { format: 'live-data-protection', email: 'ANNA@example.ch' }, consent, 'https://www.example.ch');

    const found = await findPerson(db().db, 'anna@example.ch');
    expect(found.records.eventRegistrations).toEqual([
      expect.objectContaining({
        name: 'Anna',
        status: 'registered',
        event: expect.objectContaining({ slug: 'mwst-live', titleEn: 'VAT live' }),
      }),
    ]);
    expect(found.records.eventInterests).toEqual([expect.objectContaining({ format: 'live-data-protection', confirmedAt: null })]);

    await eraseEverywhere(db().db, 'anna@example.ch', async () => undefined);
    expect(await tablesMentioning(db().db, 'anna@example.ch')).toEqual([]);
    // Anna's seat went to Bob, first in line, who is told by mail; the event keeps its one seat taken (his, offered).
    const [bob] = await db().db.select().from(schema.eventRegistrations);
    expect(bob).toMatchObject({ name: 'Bob', status: 'offered' });
    expect((await db().db.select().from(schema.events))[0]).toMatchObject({ id: event!.id, seatsTaken: 1 });
    const bobsMails = await db()
      .db.select()
      .from(schema.mailOutbox)
      .where(sql`${schema.mailOutbox.recipient} = 'bob@example.ch'`);
    expect(bobsMails.map((mail) => mail.kind)).toContain('event_offer');
  });
});
