import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryCounts, seedSubscribers, startTestCampaign } from '#tests/setup/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { claimDueDeliveries, markDeliveriesSent, type ClaimedDelivery } from './deliveries.repo.ts';
import { groupedSentMarks } from './sent-marks.ts';

const delivery = (id: number) => ({ id, attempts: 1 }) as ClaimedDelivery;

/** A write the test finishes by hand, recording the groups it was given. */
function heldWrites() {
  const groups: number[][] = [];
  const finish: ((error?: Error) => void)[] = [];
  const write = (deliveries: ClaimedDelivery[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(deliveries.map((entry) => entry.id));
      finish.push((error) => (error ? reject(error) : resolve()));
    });
  return { groups, finish, write };
}

describe('grouped sent marks', () => {
  it('writes a lone mark at once, and the marks that come during a write together in the next', async () => {
    const writes = heldWrites();
    const mark = groupedSentMarks(writes.write);
    const settled: number[] = [];
    const first = mark(delivery(1)).then(() => settled.push(1));
    expect(writes.groups).toEqual([[1]]);

    const later = [2, 3, 4].map((id) => mark(delivery(id)).then(() => settled.push(id)));
    await Promise.resolve();
    expect(writes.groups).toEqual([[1]]);
    expect(settled).toEqual([]);

    writes.finish[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.groups).toEqual([[1], [2, 3, 4]]);
    // Not one of them is taken as written before its own write is.
    expect(settled).toEqual([1]);
    writes.finish[1]!();
    await Promise.all(later);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('fails every mark of a failed write, and goes on writing the next ones', async () => {
    const writes = heldWrites();
    const mark = groupedSentMarks(writes.write);
    const first = mark(delivery(1));
    const second = mark(delivery(2));
    const third = mark(delivery(3));
    writes.finish[0]!();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    writes.finish[1]!(new Error('database gone'));
    await expect(second).rejects.toThrow('database gone');
    await expect(third).rejects.toThrow('database gone');

    const fourth = mark(delivery(4));
    expect(writes.groups.at(-1)).toEqual([4]);
    writes.finish[2]!();
    await expect(fourth).resolves.toBeUndefined();
  });
});

describe.each(TEST_ENGINES)('marking campaign mails sent on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('marks the mails of one statement sent, but not one claimed again since', async () => {
    await seedSubscribers(db().db, 5);
    const id = await startTestCampaign(db().db);
    const now = new Date();
    const claim = await claimDueDeliveries(db().db, { now, leaseUntil: new Date(now.getTime() + 60_000), claimer: null, limit: 5 });
    expect(claim.deliveries).toHaveLength(5);
    const [stale, ...current] = claim.deliveries;
    // The first one's lease ran out and another sender claimed it: its attempts say it is no longer this claim's.
    await markDeliveriesSent(db().db, [...current, { ...stale!, attempts: stale!.attempts - 1 }], now);
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 4, pending: 1 });
  });
});
