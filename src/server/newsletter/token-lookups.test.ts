import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { Database } from '../db/client.ts';
import { confirmLinkState, confirmSubscription, unsubscribe, unsubscribeLinkState } from './newsletter.service.ts';
import { hashToken } from './tokens.ts';

const SUBSCRIBERS = 100_000;

/** The rows of a raw query, alike on both engines' drivers. */
const rowsOf = async <Row>(tx: Database, query: SQL): Promise<Row[]> => {
  const result: unknown = await tx.execute(query);
  return (result as { rows: Row[] }).rows;
};

const INDEXES = ['newsletter_confirm_token_idx', 'newsletter_unsubscribe_token_idx'] as const;

/**
 * How the statements of this connection have read the subscriptions so far: whole-table scans, and scans of each token
 * index (the `xact` counts also hold what the connection did before that was not yet reported, hence a difference is taken).
 */
async function subscriptionReads(tx: Database): Promise<{ tableScans: number; indexScans: Record<string, number> }> {
  const table = await rowsOf<{ seq_scan: string | number }>(
    tx,
    sql`select seq_scan from pg_stat_xact_user_tables where relname = 'newsletter_subscriptions'`,
  );
  const indexScans: Record<string, number> = {};
  for (const index of INDEXES) {
    const scans = await rowsOf<{ scans: string | number }>(
      tx,
      sql`select coalesce(pg_stat_get_xact_numscans(to_regclass(${index})), 0) as scans`,
    );
    indexScans[index] = Number(scans[0]?.scans ?? 0);
  }
  return { tableScans: Number(table[0]?.seq_scan ?? 0), indexScans };
}

// Decision 0039: each click of a link read the whole list, 11 requests/s at 100,000 subscribers.
describe.each(TEST_ENGINES)('the lookups of a newsletter link on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  /** Every click of both links of one subscriber, in one transaction; how the list was read meanwhile. */
  const clicks = (n: number) =>
    db().db.transaction(async (tx) => {
      const before = await subscriptionReads(tx);
      expect(await confirmLinkState(tx, `confirm-${n}`)).toBe('pending');
      expect(await confirmSubscription(tx, `confirm-${n}`)).toBe('confirmed');
      expect(await confirmSubscription(tx, `confirm-${n}`)).toBe('already_confirmed');
      expect(await confirmLinkState(tx, 'unknown')).toBe('invalid');
      expect(await unsubscribeLinkState(tx, `unsubscribe-${n}`)).toBe('subscribed');
      expect(await unsubscribe(tx, `unsubscribe-${n}`)).toBe('unsubscribed');
      expect(await unsubscribe(tx, `unsubscribe-${n}`)).toBe('already_unsubscribed');
      expect(await unsubscribeLinkState(tx, 'unknown')).toBe('invalid');
      const after = await subscriptionReads(tx);
      return {
        tableScans: after.tableScans - before.tableScans,
        indexScans: Object.fromEntries(INDEXES.map((index) => [index, after.indexScans[index]! - before.indexScans[index]!])),
      };
    });

  it('read an index, never the whole list, at 100,000 subscribers, before and after the table is analysed', async () => {
    await db().db.execute(sql`
      insert into newsletter_subscriptions (email, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash,
                                            confirm_token_hash, confirm_token_expires_at, unsubscribe_token_hash)
      select 'reader' || n || '@example.ch', (case when n % 3 = 0 then 'pending' else 'confirmed' end)::newsletter_status,
             now(), 'de', '/', '2026-11-22', 'h', 'c' || n, now() + interval '7 days', 'u' || n
      from generate_series(1, ${SUBSCRIBERS}) as n`);
    for (const n of [3, 6])
      await db().db.execute(sql`
        update newsletter_subscriptions set confirm_token_hash = ${hashToken(`confirm-${n}`)}, unsubscribe_token_hash = ${hashToken(`unsubscribe-${n}`)}
        where email = ${`reader${n}@example.ch`}`);
    // Five lookups of each link: two reads of the page, the POST (a second one reads once more), an unknown link.
    const expected = { tableScans: 0, indexScans: { newsletter_confirm_token_idx: 5, newsletter_unsubscribe_token_idx: 5 } };
    // The embedded database has no autovacuum: its table may never have been analysed.
    expect(await clicks(3)).toEqual(expected);
    await db().db.execute(sql`analyze newsletter_subscriptions`);
    expect(await clicks(6)).toEqual(expected);
  }, 120_000);
});
