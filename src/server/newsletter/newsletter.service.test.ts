import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../../tests/setup/database.ts';
import { mailOutbox, newsletterSubscriptions } from '../db/schema.ts';
import { confirmSubscription, subscribe } from './newsletter.service.ts';
import { CONFIRM_TOKEN_TTL_MS } from './tokens.ts';

const consent = { consentLanguage: 'en' as const, consentSourcePage: '/en/', clientHash: 'a'.repeat(64), privacyVersion: '2026-11-22', consentAt: new Date() };

describe.each(TEST_ENGINES)('newsletter subscriptions on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  const tokenFromOutbox = async () => {
    const [mail] = await db().db.select().from(mailOutbox);
    return /confirm\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
  };

  it('stores a pending sign-up with its consent record and records the confirmation time', async () => {
    await subscribe(db().db, 'reader@example.ch', consent, 'https://www.example.ch');
    const token = await tokenFromOutbox();
    const confirmedAt = new Date(Date.now() + 60_000);
    expect(await confirmSubscription(db().db, token, confirmedAt)).toBe(true);
    const [row] = await db().db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ status: 'confirmed', consentLanguage: 'en', privacyVersion: '2026-11-22', confirmTokenHash: null });
    expect(row?.confirmedAt?.toISOString()).toBe(confirmedAt.toISOString());
  });

  it('a confirmation link expires', async () => {
    await subscribe(db().db, 'late@example.ch', consent, 'https://www.example.ch');
    const token = await tokenFromOutbox();
    expect(await confirmSubscription(db().db, token, new Date(Date.now() + CONFIRM_TOKEN_TTL_MS + 60_000))).toBe(false);
    expect(await confirmSubscription(db().db, 'not-a-token')).toBe(false);
  });
});
