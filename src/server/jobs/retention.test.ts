import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitRow } from '#tests/setup/visit-sums.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { DEFAULT_RETENTION, type RetentionValues } from '#lib/retention.ts';
import { openDatabase, type Database } from '../db/client.ts';
import {
  campaignDeliveries,
  campaigns,
  analyticsCounts,
  analyticsFolds,
  analyticsVisits,
  bookingCells,
  bookings,
  contactMessages,
  eventInterests,
  eventRegistrations,
  events,
  jobRuns,
  mailOutbox,
  newsletterSubscriptions,
  securityEvents,
  tiers,
  waitlistEntries,
} from '../db/schema.ts';
import type { AdminOutput } from '../console/cli/command.ts';
import { ADMIN_COMMANDS } from '../console/cli/commands.ts';
import { runAdminCommand } from '../console/cli/run-command.ts';
import { JOB_LOCK_KEYS } from './job-lock.repo.ts';
import { monthsBefore } from './retention-cutoffs.ts';
import { longerThanNotice } from './retention-report.ts';
import { startRetentionSchedule } from './retention-schedule.ts';
import { purgeExpired, runDailyRetention, type DailyRetentionOutcome } from './retention.service.ts';

// 23 November 2026, noon UTC. With the default periods everything created before these instants is past its period:
const NOW = new Date('2026-11-23T12:00:00.000Z');
const CUTOFF = {
  contact: new Date('2025-11-23T12:00:00.000Z'), // 12 months
  waitlist: new Date('2024-11-23T12:00:00.000Z'), // 24 months
  bookings: new Date('2025-11-23T12:00:00.000Z'), // 12 months after the consultation's start
  events: new Date('2025-11-23T12:00:00.000Z'), // 12 months after the event's end
  newsletter: new Date('2026-10-24T12:00:00.000Z'), // 30 days
  securityEvents: new Date('2026-08-25T12:00:00.000Z'), // 90 days
  mailBodies: new Date('2026-10-24T12:00:00.000Z'), // 30 days after sending
  mails: new Date('2025-11-23T12:00:00.000Z'), // 12 months after queueing
  deliveries: new Date('2024-11-23T12:00:00.000Z'), // 24 months after queueing
  statisticsDay: '2024-10-23', // 25 months: the counts of the days before it
};
const justBefore = (instant: Date) => new Date(instant.getTime() - 1);
const consent = (consentAt: Date) => ({
  consentAt,
  consentLanguage: 'de',
  consentSourcePage: '/',
  privacyVersion: '2026-11-22',
  clientHash: 'c'.repeat(64),
});

/** Rows on either side of each period's end, each named by what should become of it. */
async function seed(db: Database) {
  const contact = (name: string, createdAt: Date) => ({
    name,
    email: `${name}@example.ch`,
    message: 'Guten Tag, bitte melden.',
    language: 'de',
    sourcePage: '/kontakt',
    clientHash: 'x',
    createdAt,
  });
  await db
    .insert(contactMessages)
    .values([contact('old', justBefore(CUTOFF.contact)), contact('at-limit', CUTOFF.contact), contact('new', NOW)]);

  await db.update(tiers).set({ acceptedCount: 1 }).where(eq(tiers.tier, 'early_access'));
  const entry = (email: string, status: 'pending' | 'accepted' | 'declined', createdAt: Date) => ({
    email,
    tier: 'early_access',
    status,
    ...consent(createdAt),
    createdAt,
  });
  await db
    .insert(waitlistEntries)
    .values([
      entry('old-accepted@example.ch', 'accepted', justBefore(CUTOFF.waitlist)),
      entry('old-declined@example.ch', 'declined', justBefore(CUTOFF.waitlist)),
      entry('at-limit@example.ch', 'pending', CUTOFF.waitlist),
      entry('new@example.ch', 'pending', NOW),
    ]);

  // Bookings by their consultation's start: one before the period's end, one at it, one still to come that was
  // made long ago (its age counts for nothing), each holding its cells.
  const booking = (name: string, startsAt: Date, createdAt: Date) => ({
    name,
    email: `${name}@example.ch`,
    topic: 'other',
    question: 'Eine Frage.',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 15 * 60_000),
    tokenHash: `token-${name}`,
    ...consent(createdAt),
    createdAt,
  });
  const booked = await db
    .insert(bookings)
    .values([
      booking('old-booking', justBefore(CUTOFF.bookings), new Date('2025-11-01T12:00:00Z')),
      booking('at-limit-booking', CUTOFF.bookings, new Date('2025-11-01T12:00:00Z')),
      booking('coming-booking', new Date('2026-12-02T13:00:00Z'), new Date('2024-01-01T12:00:00Z')),
    ])
    .returning({ id: bookings.id, startsAt: bookings.startsAt });
  await db.insert(bookingCells).values(booked.map(({ id, startsAt }) => ({ cellStart: startsAt, bookingId: id })));

  // Registrations by their event's end (decision 0051): an event that ended before the period's end, one that
  // ended at it, and one still to come registered for long ago.
  const anEvent = (slug: string, endsAt: Date) => ({
    slug,
    titleDe: slug,
    titleEn: slug,
    summaryDe: '',
    summaryEn: '',
    descriptionDe: '',
    descriptionEn: '',
    startsAt: new Date(endsAt.getTime() - 3_600_000),
    endsAt,
    registrationClosesAt: new Date(endsAt.getTime() - 7_200_000),
    mode: 'online' as const,
    capacity: 10,
  });
  const held = await db
    .insert(events)
    .values([
      anEvent('old-event', justBefore(CUTOFF.events)),
      anEvent('at-limit-event', CUTOFF.events),
      anEvent('coming-event', new Date('2026-12-02T13:00:00Z')),
    ])
    .returning({ id: events.id, slug: events.slug });
  await db.insert(eventRegistrations).values(
    held.map(({ id, slug }) => ({
      eventId: id,
      status: 'registered' as const,
      name: slug,
      email: `${slug}@example.ch`,
      tokenHash: `token-${slug}`,
      joinTokenHash: `join-${slug}`,
      ...consent(new Date('2024-01-01T12:00:00Z')),
    })),
  );
  // Interest-list sign-ups: one never confirmed goes the period after its latest sign-up; a confirmed one stays.
  const interest = (email: string, consentAt: Date, confirmedAt: Date | null) => ({
    format: 'live-vat' as const,
    email,
    ...consent(consentAt),
    confirmedAt,
  });
  await db
    .insert(eventInterests)
    .values([
      interest('old-interest@example.ch', justBefore(CUTOFF.events), null),
      interest('at-limit-interest@example.ch', CUTOFF.events, null),
      interest('confirmed-interest@example.ch', new Date('2024-01-01T12:00:00Z'), new Date('2024-01-01T12:05:00Z')),
    ]);

  const subscription = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed', consentAt: Date, createdAt = consentAt) => ({
    email,
    status,
    ...consent(consentAt),
    unsubscribeTokenHash: `t-${email}`,
    createdAt,
  });
  const longAgo = new Date('2024-01-01T00:00:00Z');
  await db.insert(newsletterSubscriptions).values([
    subscription('old-pending@example.ch', 'pending', justBefore(CUTOFF.newsletter)),
    subscription('at-limit@example.ch', 'pending', CUTOFF.newsletter),
    // Signed up long ago, unsubscribed, and signed up again yesterday: the period counts from yesterday.
    subscription('signed-up-again@example.ch', 'pending', new Date('2026-11-22T12:00:00Z'), longAgo),
    subscription('old-confirmed@example.ch', 'confirmed', longAgo),
    subscription('old-unsubscribed@example.ch', 'unsubscribed', longAgo),
  ]);

  const event = (eventType: string, createdAt: Date) => ({ eventType, severity: 'low' as const, createdAt });
  await db
    .insert(securityEvents)
    .values([event('old', justBefore(CUTOFF.securityEvents)), event('at-limit', CUTOFF.securityEvents), event('new', NOW)]);

  const mail = (subject: string, status: 'pending' | 'sent' | 'failed', createdAt: Date, sentAt: Date | null = null) => ({
    kind: 'contact_notification',
    recipient: 'anfragen@example.ch',
    replyTo: 'visitor@example.ch',
    subject,
    textBody: `text of ${subject}`,
    htmlBody: `<p>html of ${subject}</p>`,
    headers: { 'X-Test': subject },
    status,
    sentAt,
    createdAt,
  });
  await db
    .insert(mailOutbox)
    .values([
      mail('old-sent', 'sent', justBefore(CUTOFF.mails), justBefore(CUTOFF.mails)),
      mail('old-failed', 'failed', justBefore(CUTOFF.mails)),
      mail('old-pending', 'pending', justBefore(CUTOFF.mails)),
      mail('sent-at-record-limit', 'sent', CUTOFF.mails, CUTOFF.mails),
      mail('sent-before-body-limit', 'sent', justBefore(CUTOFF.mailBodies), justBefore(CUTOFF.mailBodies)),
      mail('sent-at-body-limit', 'sent', justBefore(CUTOFF.mailBodies), CUTOFF.mailBodies),
      mail('failed-before-body-limit', 'failed', justBefore(CUTOFF.mailBodies)),
    ]);

  // One campaign mail each of five campaigns to the confirmed subscriber (who stays), named by its error column.
  const [subscriber] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'));
  const deliveries = [
    { name: 'old-sent', status: 'sent', createdAt: justBefore(CUTOFF.deliveries) },
    { name: 'old-bounced', status: 'bounced', createdAt: justBefore(CUTOFF.deliveries) },
    { name: 'old-pending', status: 'pending', createdAt: justBefore(CUTOFF.deliveries) },
    { name: 'sent-at-limit', status: 'sent', createdAt: CUTOFF.deliveries },
    { name: 'new', status: 'sent', createdAt: NOW },
  ] as const;
  const sent = await db
    .insert(campaigns)
    .values(deliveries.map(({ name }) => ({ subjectDe: name, bodyDe: 'Text', status: 'sent' as const })))
    .returning({ id: campaigns.id });
  await db.insert(campaignDeliveries).values(
    deliveries.map(({ name, status, createdAt }, index) => ({
      campaignId: sent[index]!.id,
      subscriptionId: subscriber!.id,
      locale: 'de',
      status,
      lastError: name,
      createdAt,
    })),
  );
  await db
    .insert(analyticsCounts)
    .values(['2024-10-22', CUTOFF.statisticsDay, '2026-11-23'].map((day) => ({ day, metric: 'view', key: '/', count: 3 })));
  await db
    .insert(analyticsVisits)
    .values(['2024-10-22', CUTOFF.statisticsDay, '2026-11-23'].map((day) => visitRow(day, { visitors: 1, views: 3 })));
  await db.insert(analyticsFolds).values(['2024-10-22', '2026-11-23'].map((day) => ({ day, folded: 5 })));
}

const EXPECTED_COUNTS: RetentionValues = {
  contactMessages: 1,
  waitlistEntries: 2,
  bookings: 1,
  events: 2,
  unconfirmedNewsletter: 1,
  securityEvents: 1,
  sentMailBodies: 2,
  mails: 2,
  campaignDeliveries: 2,
  visitorStatistics: 2,
};
const AS_EXPECTED = { clock: 'as_expected' } as const;
const NOTHING: RetentionValues = {
  contactMessages: 0,
  waitlistEntries: 0,
  bookings: 0,
  events: 0,
  unconfirmedNewsletter: 0,
  securityEvents: 0,
  sentMailBodies: 0,
  mails: 0,
  campaignDeliveries: 0,
  visitorStatistics: 0,
};

async function expectOnlyThePastGone(db: Database) {
  const sorted = (values: string[]) => [...values].sort();
  expect(sorted((await db.select().from(contactMessages)).map((row) => row.name))).toEqual(['at-limit', 'new']);
  expect(sorted((await db.select().from(waitlistEntries)).map((row) => row.email))).toEqual(['at-limit@example.ch', 'new@example.ch']);
  // The accepted entry that went gave its slot back, as its erasure would.
  expect((await db.select().from(tiers).where(eq(tiers.tier, 'early_access')))[0]?.acceptedCount).toBe(0);
  // A booking goes a year after its consultation, with the cells it held; one still to come stays, however old.
  expect(sorted((await db.select().from(bookings)).map((row) => row.name))).toEqual(['at-limit-booking', 'coming-booking']);
  expect(await db.select().from(bookingCells)).toHaveLength(2);
  // An event's registrations go a year after it ended; the event itself stays (it names no one).
  expect(sorted((await db.select().from(eventRegistrations)).map((row) => row.name))).toEqual(['at-limit-event', 'coming-event']);
  expect(await db.select().from(events)).toHaveLength(3);
  expect(sorted((await db.select().from(eventInterests)).map((row) => row.email))).toEqual([
    'at-limit-interest@example.ch',
    'confirmed-interest@example.ch',
  ]);
  expect(sorted((await db.select().from(newsletterSubscriptions)).map((row) => row.email))).toEqual([
    'at-limit@example.ch',
    'old-confirmed@example.ch',
    'old-unsubscribed@example.ch',
    'signed-up-again@example.ch',
  ]);
  expect(sorted((await db.select().from(securityEvents)).map((row) => row.eventType))).toEqual(['at-limit', 'new']);
  const mails = Object.fromEntries((await db.select().from(mailOutbox)).map((row) => [row.subject, row]));
  expect(sorted(Object.keys(mails))).toEqual([
    'failed-before-body-limit',
    'old-pending',
    'sent-at-body-limit',
    'sent-at-record-limit',
    'sent-before-body-limit',
  ]);
  const content = (subject: string) => ({
    text: mails[subject]?.textBody,
    html: mails[subject]?.htmlBody,
    headers: mails[subject]?.headers,
  });
  const emptied = { text: '', html: '', headers: null };
  expect(content('sent-at-record-limit')).toEqual(emptied);
  expect(content('sent-before-body-limit')).toEqual(emptied);
  for (const kept of ['sent-at-body-limit', 'failed-before-body-limit', 'old-pending']) {
    expect(content(kept)).toEqual({ text: `text of ${kept}`, html: `<p>html of ${kept}</p>`, headers: { 'X-Test': kept } });
  }
  // What stays of an emptied mail is its envelope: who, what about, when.
  expect(mails['sent-before-body-limit']).toMatchObject({
    recipient: 'anfragen@example.ch',
    replyTo: 'visitor@example.ch',
    status: 'sent',
  });
  // A delivery still to be sent stays, whatever its age; so do those within the period.
  expect(sorted((await db.select().from(campaignDeliveries)).map((row) => row.lastError ?? ''))).toEqual([
    'new',
    'old-pending',
    'sent-at-limit',
  ]);
  expect((await db.select().from(analyticsCounts)).map((row) => row.day).sort()).toEqual([CUTOFF.statisticsDay, '2026-11-23']);
  expect((await db.select().from(analyticsVisits)).map((row) => row.day).sort()).toEqual([CUTOFF.statisticsDay, '2026-11-23']);
  expect((await db.select().from(analyticsFolds)).map((row) => row.day)).toEqual(['2026-11-23']);
}

describe('months before an instant', () => {
  it('keep the time of day, and end on the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-23T12:00:00Z'), 12).toISOString()).toBe('2025-11-23T12:00:00.000Z');
    expect(monthsBefore(new Date('2028-02-29T08:30:00Z'), 12).toISOString()).toBe('2027-02-28T08:30:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-15T23:59:59.999Z'), 24).toISOString()).toBe('2024-01-15T23:59:59.999Z');
  });
});

describe('periods against the privacy notice', () => {
  it('name the settings that keep something longer than the notice says; shorter ones keep it true', () => {
    expect(longerThanNotice(DEFAULT_RETENTION)).toEqual([]);
    expect(longerThanNotice({ ...DEFAULT_RETENTION, contactMessages: 6, securityEvents: 120, mails: 13 })).toEqual([
      'RETENTION_SECURITY_EVENTS_DAYS',
      'RETENTION_MAIL_MONTHS',
    ]);
  });
});

describe.each(TEST_ENGINES)('retention on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(() => db().db.delete(jobRuns));

  it('deletes exactly what is past its period, and nothing else', async () => {
    await seed(db().db);
    expect(await purgeExpired(db().db, DEFAULT_RETENTION, NOW)).toEqual(EXPECTED_COUNTS);
    await expectOnlyThePastGone(db().db);
    expect(await purgeExpired(db().db, DEFAULT_RETENTION, NOW)).toEqual(NOTHING);
  });

  it('follows the periods it is given', async () => {
    await seed(db().db);
    const longer = { ...DEFAULT_RETENTION, contactMessages: 13, securityEvents: 91 };
    const counts = await purgeExpired(db().db, longer, NOW);
    expect(counts).toMatchObject({ contactMessages: 0, securityEvents: 0 });
    expect(await db().db.select().from(contactMessages)).toHaveLength(3);
  });

  it('runs once a day: the next run that day finds it done, the next day runs again', async () => {
    await seed(db().db);
    expect(await runDailyRetention(db().db, DEFAULT_RETENTION, NOW)).toEqual({
      outcome: 'purged',
      counts: EXPECTED_COUNTS,
      judgement: AS_EXPECTED,
    });
    await expectOnlyThePastGone(db().db);
    const late = {
      name: 'late',
      email: 'late@example.ch',
      message: 'Noch eine alte Nachricht.',
      language: 'de',
      sourcePage: '/kontakt',
      clientHash: 'x',
      createdAt: justBefore(CUTOFF.contact),
    };
    await db().db.insert(contactMessages).values(late);
    expect(await runDailyRetention(db().db, DEFAULT_RETENTION, new Date('2026-11-23T22:59:00Z'))).toEqual({ outcome: 'done_already' });
    expect(await db().db.select().from(contactMessages)).toHaveLength(3);
    // 23:00 UTC is midnight in Zurich: a new day, eleven hours on, when the rows at each limit are past it too.
    expect(await runDailyRetention(db().db, DEFAULT_RETENTION, new Date('2026-11-23T23:00:00Z'))).toEqual({
      outcome: 'purged',
      counts: {
        contactMessages: 2,
        waitlistEntries: 1,
        bookings: 1,
        events: 2,
        unconfirmedNewsletter: 1,
        securityEvents: 1,
        sentMailBodies: 1,
        mails: 1,
        campaignDeliveries: 1,
        visitorStatistics: 2,
      },
      judgement: AS_EXPECTED,
    });
  });

  it("a clock a year ahead deletes nothing newer than the last run's cutoff plus a day, and says so (decision 0027)", async () => {
    await seed(db().db);
    expect((await runDailyRetention(db().db, DEFAULT_RETENTION, NOW)).outcome).toBe('purged');
    const ahead = new Date(NOW.getTime() + 400 * 86_400_000);
    const jumped = await runDailyRetention(db().db, DEFAULT_RETENTION, ahead);
    expect(jumped).toMatchObject({ outcome: 'purged', judgement: { clock: 'ahead', cutoffDay: '2026-11-24', today: '2027-12-28' } });
    // Today's records are still there; what went (the rows just at the last run's limit) was due by the end of the day after that run.
    expect((await db().db.select().from(contactMessages)).map((row) => row.name)).toEqual(['new']);
    expect((await db().db.select().from(securityEvents)).map((row) => row.eventType)).toEqual(['new']);
    expect((await db().db.select().from(mailOutbox)).map((row) => row.subject)).toContain('old-pending');
    // A clock that stays ahead moves the cutoffs on by one day per run, not by the jump.
    const nextDay = await runDailyRetention(db().db, DEFAULT_RETENTION, new Date(ahead.getTime() + 86_400_000));
    expect(nextDay).toMatchObject({ outcome: 'purged', judgement: { clock: 'ahead', cutoffDay: '2026-11-25' } });
    expect((await db().db.select().from(contactMessages)).map((row) => row.name)).toContain('new');
  });

  it('a last run recorded under a clock that was ahead does not stop the runs once the clock is right (decision 0027)', async () => {
    await seed(db().db);
    await db()
      .db.insert(jobRuns)
      .values([
        { name: 'retention', lastRunOn: '2027-12-28' },
        { name: 'retention_cutoff_day', lastRunOn: '2027-12-28' },
      ]);
    const thirteenMonthsOld = {
      name: 'thirteen-months',
      email: 'old@example.ch',
      message: 'Eine alte Nachricht.',
      language: 'de',
      sourcePage: '/kontakt',
      clientHash: 'x',
      createdAt: monthsBefore(NOW, 13),
    };
    await db().db.insert(contactMessages).values(thirteenMonthsOld);
    const corrected = await runDailyRetention(db().db, DEFAULT_RETENTION, NOW);
    expect(corrected).toMatchObject({ outcome: 'purged', judgement: { clock: 'behind', cutoffDay: '2027-12-28', today: '2026-11-23' } });
    expect((await db().db.select().from(contactMessages)).map((row) => row.name)).not.toContain('thirteen-months');
    await expectOnlyThePastGone(db().db);
    // The next day runs as usual again.
    expect(await runDailyRetention(db().db, DEFAULT_RETENTION, new Date('2026-11-24T12:00:00Z'))).toMatchObject({
      outcome: 'purged',
      judgement: AS_EXPECTED,
    });
  });

  it('of several instances running it at the same moment, exactly one deletes', async () => {
    await seed(db().db);
    // On PostgreSQL each instance has its own connection pool; PGlite has one process.
    const others = engine.name === 'postgres' ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: db().url }))) : [];
    try {
      const instances = [db().db, ...others.map((handle) => handle.db)];
      const outcomes: DailyRetentionOutcome[] = await Promise.all(
        [...instances, ...instances].map((instance) => runDailyRetention(instance, DEFAULT_RETENTION, NOW)),
      );
      const purged = outcomes.filter((outcome) => outcome.outcome === 'purged');
      expect(purged).toEqual([{ outcome: 'purged', counts: EXPECTED_COUNTS, judgement: AS_EXPECTED }]);
      expect(outcomes.every((outcome) => ['purged', 'busy', 'done_already'].includes(outcome.outcome))).toBe(true);
      await expectOnlyThePastGone(db().db);
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
  });

  it('two running schedules, ticking through two days on the same clock, run it once each day and log counts only', async () => {
    await seed(db().db);
    let now = new Date('2026-11-23T22:57:00Z');
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) }));
    const schedules = [1, 2].map(() =>
      startRetentionSchedule({ db: db().db, periods: DEFAULT_RETENTION, logger, checkEveryMs: 5, now: () => now }),
    );
    for (let minute = 0; minute < 6; minute += 1) {
      now = new Date(now.getTime() + 60_000);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // A run on the embedded database also rewrites its files, which may outlast a minute of this clock.
    await vi.waitFor(
      async () =>
        expect(await db().db.select().from(jobRuns).where(eq(jobRuns.name, 'retention'))).toEqual([
          { name: 'retention', lastRunOn: '2026-11-24' },
        ]),
      { timeout: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    const runs = lines
      .map((line) => JSON.parse(line) as { event?: string; day?: string; deleted?: RetentionValues })
      .filter((line) => line.event === 'retention_purged');
    expect(runs.map((run) => run.day)).toEqual(['2026-11-23', '2026-11-24']);
    // The first run, at 23:57 in Zurich, takes what was past its period then; the next day's finds nothing new.
    expect(runs[0]?.deleted).toMatchObject({ contactMessages: 2, securityEvents: 2 });
    expect(runs[1]?.deleted).toEqual(NOTHING);
    expect(lines.join('')).not.toContain('@');
  });

  it('`npm run admin -- purge` runs the same deletions and says how many went', async () => {
    const seen: string[] = [];
    const out: AdminOutput = {
      data: async () => undefined,
      print: async (line) => void seen.push(line),
      error: async (line) => void seen.push(line),
    };
    await db()
      .db.insert(securityEvents)
      .values({ eventType: 'old', severity: 'low', createdAt: new Date(Date.now() - 91 * 86_400_000) });
    expect(await runAdminCommand(ADMIN_COMMANDS, { command: 'purge', words: [], format: 'table' }, db().db, out)).toBe(0);
    expect(seen).toEqual([
      'Deleted past their retention period: 0 contact messages, 0 waiting-list entries, 0 bookings, ' +
        '0 event registrations and unconfirmed interest-list sign-ups, 0 unconfirmed newsletter sign-ups, 1 security event, ' +
        "0 sent mails' contents, 0 mail records, 0 campaign deliveries, 0 daily statistics counts.",
    ]);
  });

  it.runIf(engine.name === 'postgres')(
    'while another instance runs it, the daily run leaves it to that one and a manual purge waits for it',
    async () => {
      await seed(db().db);
      const other = new pg.Client({ connectionString: db().url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT pg_advisory_xact_lock($1)', [JOB_LOCK_KEYS.retention]);
        expect(await runDailyRetention(db().db, DEFAULT_RETENTION, NOW)).toEqual({ outcome: 'busy' });
        expect(await db().db.select().from(jobRuns)).toEqual([]);
        let purged = false;
        const manual = purgeExpired(db().db, DEFAULT_RETENTION, NOW).then((counts) => ((purged = true), counts));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(purged).toBe(false);
        expect(await db().db.select().from(contactMessages)).toHaveLength(3);
        await other.query('COMMIT');
        expect(await manual).toEqual(EXPECTED_COUNTS);
      } finally {
        await other.end();
      }
    },
  );
});
