import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { countNewMessages } from '#server/contact/inbox.repo.ts';
import { countSevereEvents } from '#server/security/security-event-list.repo.ts';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { consoleOverview } from './overview.service.ts';
import { periodStarts } from './periods.ts';

/** The overview counts a period up to 10,000 rows and says "more than 10'000" past it (db/period-counts.ts). */
const CAP = 10_000;
const now = new Date('2026-03-10T12:00:00Z');
/** Today after midnight in Zurich, and earlier this week. */
const today = new Date('2026-03-09T23:30:00Z');
const thisWeek = new Date('2026-03-05T12:00:00Z');

/** Adds `rows` contact messages in `folder`, one a millisecond from `from` on (as a busy month brings them). */
const addMessages = (db: Database, rows: number, from: Date, folder: 'inbox' | 'archive' | 'spam' = 'inbox') =>
  db.execute(sql`
    INSERT INTO contact_messages (name, email, message, language, source_page, client_hash, folder, created_at)
    SELECT 'Person ' || g, 'person' || g || '@example.ch', 'Bitte um ein Angebot.', 'de', '/', 'c', ${folder}::message_folder,
      ${from.toISOString()}::timestamptz + g * interval '1 millisecond'
    FROM generate_series(1, ${rows}) AS g`);

/** Adds `rows` security events of `severity`, one a millisecond from `from` on. */
const addEvents = (db: Database, rows: number, from: Date, severity: 'high' | 'critical') =>
  db.execute(sql`
    INSERT INTO security_events (event_type, severity, created_at)
    SELECT 'rate_limited', ${severity}::security_severity, ${from.toISOString()}::timestamptz + g * interval '1 millisecond'
    FROM generate_series(1, ${rows}) AS g`);

/** A query with its parameters written in (for EXPLAIN, which takes none). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1]).replaceAll("'", "''")}'`);

/** The same database, writing down every statement it runs (as EXPLAIN needs it) before it runs it. */
function recordingStatements(database: TestDatabase): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push(inline(query, params)) };
  const db =
    database.engine === 'postgres'
      ? drizzlePostgres({ client: database.pool!, schema, logger })
      : drizzlePglite({ client: (database.db as unknown as { $client: PGlite }).$client, schema, logger });
  return { db, statements };
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The table and index scans of a statement as it ran, with the rows each read (kept or filtered out). A
 * sequential scan is off, as the planner leaves it for a month that is a small part of a table of years.
 */
async function scansOf(db: Database, statement: string) {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = (await tx.execute(sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`))) as { rows: Record<string, unknown>[] };
    return plan.rows;
  });
  const [row] = rows;
  const json = Object.values(row!)[0];
  const [{ Plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
  return nodesOf(Plan)
    .filter((node) => node['Node Type'].endsWith('Scan'))
    .map((node) => ({
      type: node['Node Type'],
      read: (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
    }));
}

// Decision 0044: a month of a busy site's messages (86,000) counted row by row took the overview past 100 ms.
describe.each(TEST_ENGINES)('the console overview at scale on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('counts each period exactly up to 10,000 and says that there are more past it', async () => {
    const { db } = database();
    await addMessages(db, CAP, today);
    await addMessages(db, 500, today, 'spam');
    await addMessages(db, 1, thisWeek, 'archive');
    expect((await consoleOverview(database(), now)).counts.contactMessages).toEqual({
      today: { count: CAP, more: false },
      week: { count: CAP, more: true },
      month: { count: CAP, more: true },
    });
  }, 60_000);

  it('adds up what it counts of each kind: exact at the cap, more past it', async () => {
    const { db } = database();
    await addEvents(db, CAP - 1, today, 'high');
    await addEvents(db, 1, today, 'critical');
    await addEvents(db, 1, thisWeek, 'critical');
    expect((await consoleOverview(database(), now)).counts.severeSecurityEvents).toEqual({
      today: { count: CAP, more: false },
      week: { count: CAP, more: true },
      month: { count: CAP, more: true },
    });
  }, 60_000);

  it('reads no more than the cap of a month’s rows to count them', async () => {
    await addMessages(database().db, CAP, today);
    await addMessages(database().db, 2000, thisWeek);
    await addEvents(database().db, CAP + 1000, thisWeek, 'high');
    // The planner's statistics, as autovacuum keeps them on a table in use.
    await database().db.execute(sql`ANALYZE contact_messages, security_events`);
    const { db, statements } = recordingStatements(database());
    await countNewMessages(db, periodStarts(now));
    await countSevereEvents(db, periodStarts(now));
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      const scans = await scansOf(database().db, statement);
      expect(scans.length).toBeGreaterThan(0);
      for (const scan of scans) expect(scan.read, `${scan.type} in ${statement}`).toBeLessThanOrEqual(CAP + 1);
    }
  }, 60_000);
});
