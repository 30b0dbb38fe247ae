import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { waitlistEntries } from '../db/schema.ts';
import { submitWaitlist } from './waitlist.service.ts';

const consent = {
  consentLanguage: 'de',
  consentSourcePage: '/',
  clientHash: 'f'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date('2026-11-22T10:00:00Z'),
};
const SITE = 'https://www.example.ch';
const entry = (email: string, tier = 'early_access') => ({ email, company: null, tier, motivation: null });

describe.each(TEST_ENGINES)('waiting list on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('stores an entry as pending with its consent record in UTC', async () => {
    expect(await submitWaitlist(db().db, entry('a@example.ch'), consent, SITE)).toMatchObject({ ok: true });
    const [row] = await db().db.select().from(waitlistEntries);
    expect(row).toMatchObject({
      email: 'a@example.ch',
      tier: 'early_access',
      status: 'pending',
      consentLanguage: 'de',
      privacyVersion: '2026-11-22',
    });
    expect(row?.consentAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('refuses a full tier and an unknown one, and takes the general list', async () => {
    expect(await submitWaitlist(db().db, entry('a@example.ch', 'founders_beta'), consent, SITE)).toEqual({ ok: false, code: 'tier_full' });
    expect(await submitWaitlist(db().db, entry('a@example.ch', 'platinum'), consent, SITE)).toEqual({ ok: false, code: 'unknown_tier' });
    expect(await submitWaitlist(db().db, entry('a@example.ch', 'general_waitlist'), consent, SITE)).toMatchObject({ ok: true });
  });

  it('many simultaneous identical sign-ups create one entry; the address is matched case-insensitively', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => submitWaitlist(db().db, entry(n % 2 ? 'Same@Example.ch' : 'same@example.ch'), consent, SITE)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === 'email_taken')).toHaveLength(39);
    expect(await db().db.select().from(waitlistEntries)).toHaveLength(1);
  });
});
