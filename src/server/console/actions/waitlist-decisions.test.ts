import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { listTierAvailability } from '#server/tiers/tiers.repo.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';
import { CLI } from '../audit/audit.service.ts';
import { decideEntry } from './waitlist.actions.ts';

const acceptEntry = async (db: Parameters<typeof decideEntry>[0], id: string) =>
  (await decideEntry(db, CLI, { id, decision: 'accept' })).code;
const declineEntry = async (db: Parameters<typeof decideEntry>[0], id: string) =>
  (await decideEntry(db, CLI, { id, decision: 'decline' })).code;

const consent = {
  consentLanguage: 'de',
  consentSourcePage: '/',
  clientHash: 'c'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};
const SITE = 'https://www.example.ch';

describe.each(TEST_ENGINES)('waiting-list decisions on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  const join = async (n: number, tier = 'early_access') => {
    const result = await submitWaitlist(db().db, { email: `p${n}@example.ch`, company: null, tier, motivation: null }, consent, SITE);
    if (!result.ok) throw new Error(result.code);
    return result.id;
  };

  it('accepting takes a tier slot; deciding twice is refused', async () => {
    const id = await join(1);
    expect(await acceptEntry(db().db, id)).toBe('accepted');
    expect(await acceptEntry(db().db, id)).toBe('not_pending');
    expect(await declineEntry(db().db, id)).toBe('not_pending');
    expect((await listTierAvailability(db().db)).find((tier) => tier.tier === 'early_access')?.accepted_count).toBe(9);
  });

  it('200 simultaneous accepts for a tier with 17 free slots accept exactly 17', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) ids.push(await join(n));
    const results = await Promise.all(ids.map((id) => acceptEntry(db().db, id)));
    expect(results.filter((result) => result === 'accepted')).toHaveLength(17);
    expect(results.filter((result) => result === 'tier_full')).toHaveLength(183);
    const early = (await listTierAvailability(db().db)).find((tier) => tier.tier === 'early_access');
    expect(early).toMatchObject({ accepted_count: 25, available_slots: 0 });
  }, 120_000);
});
