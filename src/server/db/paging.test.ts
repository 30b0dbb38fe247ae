import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { countUpTo, keysetPage, listPage, type PagePosition } from './paging.ts';
import { securityEvents } from './schema.ts';

const event = (n: number, at: Date) => ({
  eventType: n % 2 === 0 ? 'even' : 'odd',
  severity: 'low' as const,
  createdAt: at,
  eventData: { n },
});

describe.each(TEST_ENGINES)('keyset paging on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const numbers = async (position: PagePosition, size = 3, where = eq(securityEvents.eventType, 'even')) => {
    const { db } = database();
    const query = db
      .select({ id: securityEvents.id, createdAt: securityEvents.createdAt, data: securityEvents.eventData })
      .from(securityEvents);
    const page = await keysetPage(query.$dynamic(), securityEvents, position, where, size);
    return { ...page, n: page.rows.map((row) => (row.data as { n: number }).n) };
  };

  beforeEach(async () => {
    // Twenty events, four of them in the same millisecond: their ids keep them in order.
    const start = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 20 }, (_, n) => event(n, new Date(start + (n < 4 ? 0 : n) * 1000)));
    for (const row of rows) await database().db.insert(securityEvents).values(row);
  });

  it('walks from the newest page to the oldest and back with the filter kept, no row twice or missed', async () => {
    const seen: number[] = [];
    let page = await numbers({ from: 'newest' });
    expect(page.newer).toBeUndefined();
    seen.push(...page.n);
    while (page.older) {
      page = await numbers({ from: 'older', than: page.older });
      seen.push(...page.n);
    }
    expect(seen).toEqual([18, 16, 14, 12, 10, 8, 6, 4, 2, 0]);
    expect(page.n).toEqual([0]);
    const back = await numbers({ from: 'newer', than: page.newer! });
    expect(back.n).toEqual([6, 4, 2]);
    expect(back.older).toEqual({ createdAt: expect.any(Date), id: expect.anything() });
  });

  it('shows the oldest rows on the oldest page and a full first page when going newer reaches the top', async () => {
    const oldest = await numbers({ from: 'oldest' });
    expect(oldest.n).toEqual([4, 2, 0]);
    expect(oldest.older).toBeUndefined();
    const second = await numbers({ from: 'older', than: (await numbers({ from: 'newest' })).older! });
    expect((await numbers({ from: 'newer', than: { ...second.newer!, id: second.newer!.id } })).n).toEqual([18, 16, 14]);
  });

  it('answers an empty page, with no neighbours, for a list without rows', async () => {
    const none = await numbers({ from: 'newest' }, 3, eq(securityEvents.eventType, 'none'));
    expect(none).toMatchObject({ n: [], newer: undefined, older: undefined });
  });

  it('counts no further than its cap', async () => {
    const { db } = database();
    expect(await countUpTo(db, securityEvents, undefined, 5)).toEqual({ count: 5, more: true });
    expect(await countUpTo(db, securityEvents, undefined, 20)).toEqual({ count: 20, more: false });
    const page = await listPage(db, db.select().from(securityEvents).$dynamic(), securityEvents, { from: 'newest' }, sql`false`);
    expect(page).toMatchObject({ rows: [], total: { count: 0, more: false } });
  });
});
