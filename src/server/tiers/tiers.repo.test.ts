import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { listTierAvailability, setTierSlots, takeTierSlot } from './tiers.repo.ts';

describe.each(TEST_ENGINES)('tiers on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('are seeded as spec §3 says, the same as the defaults the wizard shows', async () => {
    expect(await listTierAvailability(db().db)).toEqual([
      { tier: 'early_access', total_slots: 25, accepted_count: 8, available_slots: 17 },
      { tier: 'founders_beta', total_slots: 3, accepted_count: 3, available_slots: 0 },
    ]);
    const byTier = (a: { tier: string }, b: { tier: string }) => a.tier.localeCompare(b.tier);
    expect(await listTierAvailability(db().db)).toEqual([...DEFAULT_TIER_AVAILABILITY].sort(byTier));
  });

  it('a full tier gives no slot', async () => {
    expect(await takeTierSlot(db().db, 'founders_beta')).toBe(false);
    expect(await takeTierSlot(db().db, 'no_such_tier')).toBe(false);
  });

  it('200 simultaneous takes on 17 free slots take exactly 17', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => takeTierSlot(db().db, 'early_access')));
    expect(results.filter(Boolean)).toHaveLength(17);
    const early = (await listTierAvailability(db().db)).find((tier) => tier.tier === 'early_access');
    expect(early).toEqual({ tier: 'early_access', total_slots: 25, accepted_count: 25, available_slots: 0 });
  });

  it('slot counts can grow, but not below the slots taken', async () => {
    expect(await setTierSlots(db().db, 'founders_beta', 5)).toBe(true);
    expect(await takeTierSlot(db().db, 'founders_beta')).toBe(true);
    expect(await setTierSlots(db().db, 'early_access', 7)).toBe(false);
    const founders = (await listTierAvailability(db().db)).find((tier) => tier.tier === 'founders_beta');
    expect(founders?.available_slots).toBe(1);
  });
});
