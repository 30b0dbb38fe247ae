import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECT } from '#lib/analytics.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { insertVisits, visitRow } from '#tests/setup/visit-sums.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { analyticsFolds, mailOutbox } from '../db/schema.ts';
import { recordRunDay } from '../jobs/job-runs.repo.ts';
import { startStatisticsSummarySchedule } from './statistics-summary-schedule.ts';
import {
  mondayOf,
  sendWeeklyStatistics,
  STATISTICS_SUMMARY_JOB,
  weeklyStatisticsWanted,
  type StatisticsSummaryOutcome,
} from './statistics-summary.service.ts';

const SETTINGS = { hour: 7, siteUrl: 'https://www.example.ch' };
// Monday 23 November 2026 in Zurich (UTC+1): last week ran from the 16th to the 22nd, the week before from the 9th to the 15th.
const at = (iso: string) => new Date(iso);
const MONDAY_MORNING = at('2026-11-23T06:30:00Z'); // 07:30 in Zurich
const BEFORE_THE_HOUR = at('2026-11-23T05:59:00Z'); // 06:59 in Zurich
const SUNDAY_EVENING = at('2026-11-22T20:00:00Z');

const fromLinkedIn = { entry: '/en/blog', channel: 'social', referrer: 'LinkedIn', device: 'mobile', language: 'en' } as const;
const typedIn = { channel: 'direct', referrer: DIRECT } as const;

/** Last week: 6 visitors, 18 page views, 2 conversions; the week before: 4, 10, 1; a day on either side that neither counts. */
const LAST_WEEK: Parameters<typeof insertVisits>[1] = [
  visitRow('2026-11-16', { visitors: 3, views: 5 }),
  visitRow('2026-11-18', { page: '/en/blog', ...fromLinkedIn, visitors: 2, views: 4 }),
  visitRow('2026-11-18', { page: '/services', ...fromLinkedIn, views: 3 }),
  visitRow('2026-11-20', { kind: 'contact_message', conversions: 1 }),
  visitRow('2026-11-21', { page: '/about', views: 2 }),
  visitRow('2026-11-21', { page: '/team', views: 2 }),
  visitRow('2026-11-21', { page: '/imprint', views: 1 }),
  visitRow('2026-11-22', { ...fromLinkedIn, kind: 'waitlist_entry:founders_beta', conversions: 1 }),
  visitRow('2026-11-22', { ...typedIn, visitors: 1, views: 1 }),
];
const WEEK_BEFORE: Parameters<typeof insertVisits>[1] = [
  visitRow('2026-11-12', { visitors: 4, views: 10 }),
  visitRow('2026-11-13', { kind: 'contact_message', conversions: 1 }),
];
const OUTSIDE: Parameters<typeof insertVisits>[1] = [
  visitRow('2026-11-08', { visitors: 9, views: 9 }),
  visitRow('2026-11-23', { visitors: 50, views: 50 }),
];

async function seedWeeks(db: Database): Promise<void> {
  await insertVisits(db, [...LAST_WEEK, ...WEEK_BEFORE, ...OUTSIDE]);
  await db.insert(analyticsFolds).values([
    { day: '2026-11-19', folded: 7 },
    { day: '2026-11-23', folded: 3 },
  ]);
}

const summaries = (db: Database) =>
  db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.kind === 'statistics_summary'));

describe('the week of the weekly statistics', () => {
  it('starts on the Monday of a day’s week', () => {
    expect(['2026-11-23', '2026-11-25', '2026-11-29'].map(mondayOf)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('goes out only when asked for and the statistics are counted', () => {
    expect(weeklyStatisticsWanted({ STATISTICS_SUMMARY: 'weekly', ANALYTICS: 'on' })).toBe(true);
    expect(weeklyStatisticsWanted({ STATISTICS_SUMMARY: 'weekly', ANALYTICS: 'off' })).toBe(false);
    expect(weeklyStatisticsWanted({ STATISTICS_SUMMARY: 'off', ANALYTICS: 'on' })).toBe(false);
  });
});

describe.each(TEST_ENGINES)('the weekly statistics on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('waits for Monday’s hour, then mails last week’s figures against the week before, once that week', async () => {
    await seedWeeks(db().db);
    // The week before was summarised last Monday.
    await recordRunDay(db().db, STATISTICS_SUMMARY_JOB, '2026-11-16');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, SUNDAY_EVENING)).toBe('sent_already');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, BEFORE_THE_HOUR)).toBe('not_yet');
    expect(await summaries(db().db)).toEqual([]);
    expect(await sendWeeklyStatistics(db().db, SETTINGS, MONDAY_MORNING)).toBe('queued');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, at('2026-11-23T15:00:00Z'))).toBe('sent_already');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, at('2026-11-26T09:00:00Z'))).toBe('sent_already');

    const [summary, ...more] = await summaries(db().db);
    expect(more).toEqual([]);
    expect(summary).toMatchObject({ recipient: 'anfragen@example.ch', subject: 'Wochenstatistik vom 16.11.2026 bis 22.11.2026' });
    const text = summary!.textBody;
    for (const line of [
      'So wurde die Website in der Woche vom 16.11.2026 bis 22.11.2026 besucht, verglichen mit der Woche davor (09.11.2026 bis 15.11.2026):',
      'Besucher: 6 – ↑ 50% mehr als in der Vorwoche (4)',
      'Zusammengezählt: 7 neue Besucher zählen als einer, weil ihr Netz an einem Tag zu viele brachte: die Besucherzahl ist eine Untergrenze',
      'Seitenaufrufe: 18 – ↑ 80% mehr als in der Vorwoche (10)',
      'Conversions: 2 – ↑ 100% mehr als in der Vorwoche (1)',
      'Conversion-Rate: 33.3% – ↑ höher als in der Vorwoche (25%)',
      'Woche in der Statistik ansehen <https://www.example.ch/admin/statistics?from=2026-11-16&to=2026-11-22>',
    ]) {
      expect(text).toContain(line);
    }
    const rows = (title: string) => {
      const after = text.slice(text.indexOf(`\n${title}\n\n`) + title.length + 3);
      return after
        .slice(0, after.indexOf('\n\n'))
        .split('\n')
        .map((row) => row.trim().split(/\s{2,}/));
    };
    // The top five of six pages: /imprint, with one view, is left to the Statistics page.
    const pages = rows('Meistbesuchte Seiten');
    expect(pages.slice(0, 4)).toEqual([
      ['Seite', 'Aufrufe', 'Anteil'],
      ['/', '6', '33.3%'],
      ['/en/blog', '4', '22.2%'],
      ['/services', '3', '16.7%'],
    ]);
    expect(pages.slice(4).sort()).toEqual([
      ['/about', '2', '11.1%'],
      ['/team', '2', '11.1%'],
    ]);
    expect(rows('Kanäle')).toEqual([
      ['Kanal', 'Besucher', 'Anteil'],
      ['Suchmaschinen', '3', '50%'],
      ['Soziale Netzwerke', '2', '33.3%'],
      ['Direkt (eingetippt oder Lesezeichen)', '1', '16.7%'],
    ]);
    expect(rows('Herkunft')).toEqual([
      ['Herkunft', 'Besucher', 'Anteil'],
      ['Google', '3', '50%'],
      ['LinkedIn', '2', '33.3%'],
      ['Direkt (ohne Herkunft)', '1', '16.7%'],
    ]);
    expect(rows('Conversions nach Art').slice(1).sort()).toEqual([
      ['Kontaktnachricht', '1', '50%'],
      ['Wartelisten-Eintrag: Founders Beta', '1', '50%'],
    ]);
  });

  it('sends nothing after a week without a visitor or a conversion, and does not ask again that week', async () => {
    await insertVisits(db().db, [...WEEK_BEFORE, ...OUTSIDE]);
    expect(await sendWeeklyStatistics(db().db, SETTINGS, MONDAY_MORNING)).toBe('quiet_week');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, at('2026-11-24T09:00:00Z'))).toBe('sent_already');
    expect(await summaries(db().db)).toEqual([]);
  });

  it('a Monday missed by every instance is made up for later that week', async () => {
    await seedWeeks(db().db);
    await recordRunDay(db().db, STATISTICS_SUMMARY_JOB, '2026-11-16');
    expect(await sendWeeklyStatistics(db().db, SETTINGS, at('2026-11-25T03:00:00Z'))).toBe('queued');
    expect((await summaries(db().db)).map((mail) => mail.subject)).toEqual(['Wochenstatistik vom 16.11.2026 bis 22.11.2026']);
  });

  it('of several instances asking at the same moment, exactly one sends it', async () => {
    await seedWeeks(db().db);
    // On PostgreSQL each instance has its own connection pool; PGlite has one process.
    const others = engine.name === 'postgres' ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: db().url }))) : [];
    try {
      const instances = [db().db, ...others.map((handle) => handle.db)];
      const outcomes: StatisticsSummaryOutcome[] = await Promise.all(
        [...instances, ...instances].map((instance) => sendWeeklyStatistics(instance, SETTINGS, MONDAY_MORNING)),
      );
      expect(outcomes.filter((outcome) => outcome === 'queued')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'sent_already')).toHaveLength(outcomes.length - 1);
      expect(await summaries(db().db)).toHaveLength(1);
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
  });

  it('two running schedules, ticking through Monday morning on the same clock, send one mail', async () => {
    await seedWeeks(db().db);
    await recordRunDay(db().db, STATISTICS_SUMMARY_JOB, '2026-11-16');
    let now = at('2026-11-23T05:58:00Z');
    const clock = () => now;
    const logger = pino({ level: 'silent' });
    const schedules = [1, 2].map(() =>
      startStatisticsSummarySchedule({ db: db().db, settings: SETTINGS, logger, checkEveryMs: 5, now: clock }),
    );
    for (let minute = 0; minute < 6; minute += 1) {
      now = new Date(now.getTime() + 60_000);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    expect(await summaries(db().db)).toHaveLength(1);
  });
});
