import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import {
  changingTiers,
  forgetTierAvailability,
  freshTierAvailabilityJson,
  TIER_AVAILABILITY_MAX_AGE_MS,
  tierAvailability,
} from './tier-availability.ts';
import { listTierAvailability, setTierSlots } from './tiers.repo.ts';

// Decision 0018: read endpoints whose data changes rarely are served from memory.
describe.each(TEST_ENGINES)('the tiers held in memory on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const earlyAccessTotal = async (now: number) =>
    (await tierAvailability(db().db, now)).find((tier) => tier.tier === 'early_access')!.total_slots;
  beforeEach(() => forgetTierAvailability());

  it('are read once, and again when TIER_AVAILABILITY_MAX_AGE_MS has passed', async () => {
    const start = Date.now();
    expect(await earlyAccessTotal(start)).toBe(25);
    await setTierSlots(db().db, 'early_access', 30); // as another instance would, unannounced
    expect(await earlyAccessTotal(start + TIER_AVAILABILITY_MAX_AGE_MS - 1)).toBe(25);
    expect(await earlyAccessTotal(start + TIER_AVAILABILITY_MAX_AGE_MS)).toBe(30);
  });

  it('show a change made through changingTiers at once', async () => {
    const start = Date.now();
    expect(await earlyAccessTotal(start)).toBe(25);
    expect(await changingTiers(db().db, () => setTierSlots(db().db, 'early_access', 31))).toBe(true);
    expect(await earlyAccessTotal(start + 1)).toBe(31);
  });

  it('are read once for many callers at the same time', async () => {
    const start = Date.now();
    const reads = await Promise.all(Array.from({ length: 20 }, () => tierAvailability(db().db, start)));
    expect(new Set(reads).size).toBe(1);
  });

  it('offer the JSON answer only while fresh', async () => {
    expect(freshTierAvailabilityJson()).toBeUndefined();
    const start = Date.now();
    await tierAvailability(db().db, start);
    expect(JSON.parse(freshTierAvailabilityJson(start + 1)!.toString())).toEqual(await listTierAvailability(db().db));
    expect(freshTierAvailabilityJson(start + TIER_AVAILABILITY_MAX_AGE_MS)).toBeUndefined();
  });
});
