import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { insertVisits, visitRow } from '#tests/setup/visit-sums.ts';
import { contactMessages, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '#server/db/schema.ts';
import { consoleOverview } from './overview.service.ts';

const now = new Date('2026-03-10T12:00:00Z');
/** Moments relative to `now`: today (after midnight in Zurich), earlier this week, earlier this month, long ago. */
const at = {
  today: new Date('2026-03-09T23:30:00Z'),
  yesterday: new Date('2026-03-09T22:30:00Z'),
  week: new Date('2026-03-05T12:00:00Z'),
  month: new Date('2026-02-10T12:00:00Z'),
  old: new Date('2025-12-01T12:00:00Z'),
};
const consent = { consentAt: now, consentLanguage: 'de', consentSourcePage: '/', privacyVersion: '2026-11-22', clientHash: 'e' };

describe.each(TEST_ENGINES)('the console overview on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('counts what came in today (Swiss time), in 7 and in 30 days, and shows the engine and the mail backlog', async () => {
    const { db } = database();
    const times = Object.values(at);
    await db.insert(contactMessages).values(
      times.map((createdAt, n) => ({
        createdAt,
        name: 'N',
        email: `c${n}@example.ch`,
        message: 'Hello there',
        language: 'de',
        sourcePage: '/',
        clientHash: 'e',
      })),
    );
    await db.insert(newsletterSubscriptions).values(
      times.map((createdAt, n) => ({
        createdAt,
        email: `n${n}@example.ch`,
        status: n % 2 === 0 ? ('pending' as const) : ('confirmed' as const),
        unsubscribeTokenHash: `u${n}`,
        ...consent,
      })),
    );
    await db
      .insert(waitlistEntries)
      .values([
        ...times.map((createdAt, n) => ({ createdAt, email: `w${n}@example.ch`, tier: 'early_access', ...consent })),
        { createdAt: at.today, email: 'decided@example.ch', tier: 'early_access', status: 'declined' as const, ...consent },
      ]);
    await db.insert(mailOutbox).values([
      { createdAt: at.today, kind: 'k', recipient: 'r@example.ch', subject: 's', textBody: 't', htmlBody: 'h', status: 'failed' as const },
      { createdAt: at.week, kind: 'k', recipient: 'r@example.ch', subject: 's', textBody: 't', htmlBody: 'h', status: 'pending' as const },
    ]);
    await db.insert(securityEvents).values([
      { createdAt: at.today, eventType: 'a', severity: 'critical' as const },
      { createdAt: at.yesterday, eventType: 'b', severity: 'high' as const },
      { createdAt: at.today, eventType: 'c', severity: 'low' as const },
    ]);

    // Visitor statistics by Zurich day: today, this week (the 7 days up to today), this month (30 days), before.
    const visits = (day: string, n: number, kind = '') =>
      visitRow(day, kind ? { kind, conversions: 3 * n } : { visitors: n, views: 2 * n });
    await insertVisits(
      db,
      (
        [
          ['2026-03-10', 1],
          ['2026-03-04', 10],
          ['2026-02-09', 100],
          ['2026-02-08', 1000],
        ] as const
      ).flatMap(([day, n]) => [visits(day, n), visits(day, n, 'contact_message')]),
    );

    const overview = await consoleOverview(database(), now);
    const exactly = (today: number, week: number, month: number) => ({
      today: { count: today, more: false },
      week: { count: week, more: false },
      month: { count: month, more: false },
    });
    expect(overview.counts).toEqual({
      contactMessages: exactly(1, 3, 4),
      newsletterPending: exactly(1, 2, 2),
      newsletterConfirmed: exactly(0, 1, 2),
      waitlistPending: exactly(1, 3, 4),
      failedMails: exactly(1, 1, 1),
      severeSecurityEvents: exactly(1, 2, 2),
      visitors: exactly(1, 11, 111),
      pageViews: exactly(2, 22, 222),
      conversions: exactly(3, 33, 333),
    });
    expect(overview.system).toEqual({ engine: engine.name, outbox: { pending: 1, failed: 1, oldestPendingSince: expect.any(Date) } });
  });

  // A message marked as spam did not come in as far as the counts go; an archived one did.
  it('counts archived messages and not spam', async () => {
    const { db } = database();
    const message = { name: 'N', message: 'Hello there', language: 'de', sourcePage: '/', clientHash: 'e' };
    await db.insert(contactMessages).values([
      { ...message, createdAt: at.today, email: 'inbox@example.ch' },
      { ...message, createdAt: at.today, email: 'archive@example.ch', folder: 'archive' as const },
      { ...message, createdAt: at.today, email: 'spam@example.ch', folder: 'spam' as const },
      { ...message, createdAt: at.week, email: 'spam2@example.ch', folder: 'spam' as const },
    ]);
    expect((await consoleOverview(database(), now)).counts.contactMessages).toEqual({
      today: { count: 2, more: false },
      week: { count: 2, more: false },
      month: { count: 2, more: false },
    });
  });
});
