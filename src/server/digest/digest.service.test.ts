import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { bookings, contactMessages, jobRuns, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '../db/schema.ts';
import { startDigestSchedule } from './digest-schedule.ts';
import { DIGEST_JOB, sendDailyDigest, type DigestOutcome } from './digest.service.ts';

const SETTINGS = { hour: 7, siteUrl: 'https://www.example.ch' };
// 23 November 2026 in Zurich (UTC+1): yesterday runs from 2026-11-21T23:00Z to 2026-11-22T23:00Z.
const at = (iso: string) => new Date(iso);
const MORNING = at('2026-11-23T06:30:00Z'); // 07:30 in Zurich
const consent = {
  consentAt: at('2026-11-22T10:00:00Z'),
  consentLanguage: 'de',
  consentSourcePage: '/',
  privacyVersion: '2026-11-22',
  clientHash: 'e'.repeat(64),
};

async function seedYesterday(db: Database) {
  const contact = (email: string, createdAt: Date) => ({
    name: 'Anna',
    email,
    message: 'Guten Tag, bitte melden.',
    language: 'de',
    sourcePage: '/',
    clientHash: 'x',
    createdAt,
  });
  await db.insert(contactMessages).values([
    contact('before@example.ch', at('2026-11-21T22:59:59Z')),
    contact('yesterday@example.ch', at('2026-11-22T10:00:00Z')),
    { ...contact('archived@example.ch', at('2026-11-22T11:00:00Z')), folder: 'archive' as const },
    // Marked spam before the digest went out: not counted, as the overview does not count it.
    { ...contact('spam@example.ch', at('2026-11-22T12:00:00Z')), folder: 'spam' as const },
    contact('today@example.ch', at('2026-11-22T23:00:00Z')),
  ]);
  await db
    .insert(newsletterSubscriptions)
    .values({ email: 'n@example.ch', unsubscribeTokenHash: 't', ...consent, createdAt: at('2026-11-22T12:00:00Z') });
  await db.insert(waitlistEntries).values([
    { email: 'w1@example.ch', tier: 'early_access', ...consent, createdAt: at('2026-11-22T08:00:00Z') },
    { email: 'w2@example.ch', tier: 'general_waitlist', ...consent, createdAt: at('2026-11-22T22:30:00Z') },
  ]);
  const mail = {
    kind: 'test',
    recipient: 'x@example.ch',
    subject: 's',
    textBody: 't',
    htmlBody: 'h',
    createdAt: at('2026-11-22T09:00:00Z'),
  };
  await db.insert(mailOutbox).values([
    { ...mail, status: 'failed' },
    { ...mail, status: 'sent' },
  ]);
  await db
    .insert(securityEvents)
    .values(
      (['low', 'high', 'critical'] as const).map((severity) => ({ eventType: 'test', severity, createdAt: at('2026-11-22T15:00:00Z') })),
    );
}

/** Bookings made yesterday and before, and consultations today (23 November in Zurich), tomorrow and cancelled. */
async function seedBookings(db: Database) {
  const booking = (name: string, startsAt: string, createdAt: Date, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.ch`,
    topic: 'other',
    question: 'Eine Frage.',
    startsAt: at(startsAt),
    endsAt: new Date(at(startsAt).getTime() + 15 * 60_000),
    tokenHash: `token-${name}`,
    ...consent,
    createdAt,
    ...extra,
  });
  await db
    .insert(bookings)
    .values([
      booking('Made Yesterday', '2026-12-02T13:00:00Z', at('2026-11-22T09:00:00Z')),
      booking('Cancelled Since', '2026-12-03T13:00:00Z', at('2026-11-22T10:00:00Z'), { status: 'cancelled' }),
      booking('Lea Later', '2026-11-23T14:30:00Z', at('2026-11-20T10:00:00Z'), { topic: 'tax-reporting' }),
      booking('Anna Early', '2026-11-23T13:00:00Z', at('2026-11-19T10:00:00Z'), { company: 'Example AG' }),
      booking('Not Coming', '2026-11-23T13:30:00Z', at('2026-11-19T11:00:00Z'), { status: 'cancelled' }),
      booking('Tomorrow', '2026-11-23T23:00:00Z', at('2026-11-19T12:00:00Z')),
    ]);
}

const digests = (db: Database) =>
  db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.kind === 'operator_digest'));

describe.each(TEST_ENGINES)('the daily digest on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(() => db().db.delete(jobRuns));

  it('waits for the hour, then sends yesterday’s counts with links to the console, once that day', async () => {
    await seedYesterday(db().db);
    expect(await sendDailyDigest(db().db, SETTINGS, at('2026-11-23T05:59:00Z'))).toBe('not_yet');
    expect(await sendDailyDigest(db().db, SETTINGS, MORNING)).toBe('queued');
    expect(await sendDailyDigest(db().db, SETTINGS, at('2026-11-23T15:00:00Z'))).toBe('sent_already');

    const [digest, ...more] = await digests(db().db);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ recipient: 'anfragen@example.ch', subject: 'Tagesübersicht vom 22.11.2026' });
    for (const line of [
      'Das ist am 22.11.2026 auf der Website eingegangen:',
      'Kontaktanfragen: 2 – https://www.example.ch/admin/inbox',
      'Newsletter-Anmeldungen: 1 – https://www.example.ch/admin/newsletter',
      'Wartelisten-Einträge: 2 – https://www.example.ch/admin/waitlist',
      'Nicht zugestellte E-Mails: 1 – https://www.example.ch/admin/mail',
      'Sicherheitsereignisse (hoch oder kritisch): 2 – https://www.example.ch/admin/security',
    ]) {
      expect(digest?.textBody).toContain(line);
    }
  });

  it("counts yesterday's bookings and lists today's confirmed consultations with time, person and topic", async () => {
    await seedBookings(db().db);
    expect(await sendDailyDigest(db().db, SETTINGS, MORNING)).toBe('queued');
    const [digest] = await digests(db().db);
    expect(digest?.textBody).toContain('Neue Beratungstermine: 2');
    const today = digest!.textBody.slice(digest!.textBody.indexOf('Beratungstermine heute, 23.11.2026'));
    expect(today).toMatch(/Anna Early, Example AG\s+14:00\s+Etwas anderes[\s\S]*Lea Later\s+15:30\s+Steuern & MWST/);
    for (const absent of ['Not Coming', 'Tomorrow', 'Made Yesterday']) expect(digest?.textBody).not.toContain(absent);
    expect(digest?.htmlBody).toContain('Anna Early, Example AG');
  });

  it('is sent for a day with consultations even when nothing came in the day before, and says when none are due', async () => {
    await db()
      .db.insert(bookings)
      .values({
        name: 'Only Today',
        email: 'only.today@example.ch',
        topic: 'other',
        question: 'Eine Frage.',
        startsAt: at('2026-11-23T13:00:00Z'),
        endsAt: at('2026-11-23T13:15:00Z'),
        tokenHash: 'token-only-today',
        ...consent,
        createdAt: at('2026-11-01T10:00:00Z'),
      });
    expect(await sendDailyDigest(db().db, SETTINGS, MORNING)).toBe('queued');
    expect((await digests(db().db))[0]?.textBody).toContain('Only Today');
    await db().db.delete(jobRuns);
    await db().db.delete(mailOutbox);
    await seedYesterday(db().db);
    expect(await sendDailyDigest(db().db, SETTINGS, at('2026-11-24T06:30:00Z'))).toBe('queued');
    expect((await digests(db().db))[0]?.textBody).toMatch(/Beratungstermine heute, 24\.11\.2026\s+Keine\./);
  });

  it('a last run recorded under a clock a year ahead does not stop the digest once the clock is right, while a day just ahead does (decision 0027)', async () => {
    await seedYesterday(db().db);
    await db().db.insert(jobRuns).values({ name: DIGEST_JOB, lastRunOn: '2027-12-28' });
    expect(await sendDailyDigest(db().db, SETTINGS, MORNING)).toBe('queued');
    // Another instance just past midnight has the next day already: this one counts its day as done.
    await db().db.update(jobRuns).set({ lastRunOn: '2026-11-24' });
    expect(await sendDailyDigest(db().db, SETTINGS, at('2026-11-23T15:00:00Z'))).toBe('sent_already');
  });

  it('sends nothing on a day after which nothing came in, and does not ask again that day', async () => {
    expect(await sendDailyDigest(db().db, SETTINGS, MORNING)).toBe('nothing_came_in');
    expect(await sendDailyDigest(db().db, SETTINGS, at('2026-11-23T09:00:00Z'))).toBe('sent_already');
    expect(await digests(db().db)).toEqual([]);
  });

  it('of several instances asking at the same moment, exactly one sends it', async () => {
    await seedYesterday(db().db);
    // On PostgreSQL each instance has its own connection pool; PGlite has one process.
    const others = engine.name === 'postgres' ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: db().url }))) : [];
    try {
      const instances = [db().db, ...others.map((handle) => handle.db)];
      const outcomes: DigestOutcome[] = await Promise.all(
        [...instances, ...instances].map((instance) => sendDailyDigest(instance, SETTINGS, MORNING)),
      );
      expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'sent_already')).toHaveLength(outcomes.length - 1);
      expect(await digests(db().db)).toHaveLength(1);
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
  });

  it('two running schedules, ticking through the morning on the same clock, send one digest', async () => {
    await seedYesterday(db().db);
    let now = at('2026-11-23T05:58:00Z');
    const clock = () => now;
    const logger = pino({ level: 'silent' });
    const schedules = [1, 2].map(() => startDigestSchedule({ db: db().db, settings: SETTINGS, logger, checkEveryMs: 5, now: clock }));
    for (let minute = 0; minute < 6; minute += 1) {
      now = new Date(now.getTime() + 60_000);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    expect(await digests(db().db)).toHaveLength(1);
  });
});
