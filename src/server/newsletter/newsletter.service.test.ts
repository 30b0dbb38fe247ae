import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { insertCampaign } from '../campaigns/campaigns.repo.ts';
import { mailOutbox, newsletterSubscriptions } from '../db/schema.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import { CONFIRMATION_MAIL_LIMITS } from './confirmation-limits.ts';
import { confirmLinkState, confirmSubscription, subscribe, unsubscribe, unsubscribeLinkState } from './newsletter.service.ts';
import { CONFIRM_TOKEN_TTL_MS } from './tokens.ts';

const consent = {
  consentLanguage: 'en' as const,
  consentSourcePage: '/en/',
  clientHash: 'a'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};

describe.each(TEST_ENGINES)('newsletter subscriptions on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  const tokenFromOutbox = async () => {
    const [mail] = await db().db.select().from(mailOutbox);
    return /confirm\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
  };

  it('stores a pending sign-up with its consent record and records the confirmation time', async () => {
    await subscribe(db().db, 'reader@example.ch', consent, 'https://www.example.ch');
    const token = await tokenFromOutbox();
    // An answer to the confirmation mail goes to the firm's reply address (decision 0046).
    expect((await db().db.select().from(mailOutbox))[0]?.replyTo).toBe(REPLY_ADDRESS);
    const confirmedAt = new Date(Date.now() + 60_000);
    expect(await confirmSubscription(db().db, token, confirmedAt)).toBe('confirmed');
    const [row] = await db().db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ status: 'confirmed', consentLanguage: 'en', privacyVersion: '2026-11-22' });
    expect(row?.confirmedAt?.toISOString()).toBe(confirmedAt.toISOString());
  });

  // Decision 0039: a mail scanner's GET reads only; a later click of a confirmed subscription's link is a success.
  it('a confirmation link only reads until its POST, and says confirmed on every later use until the person unsubscribes', async () => {
    await subscribe(db().db, 'twice@example.ch', consent, 'https://www.example.ch');
    const token = await tokenFromOutbox();
    expect(await confirmLinkState(db().db, token)).toBe('pending');
    expect(await confirmLinkState(db().db, token)).toBe('pending');
    expect((await db().db.select().from(newsletterSubscriptions))[0]?.status).toBe('pending');
    const confirmedAt = new Date();
    expect(await confirmSubscription(db().db, token, confirmedAt)).toBe('confirmed');
    expect(await confirmSubscription(db().db, token, new Date(confirmedAt.getTime() + 60_000))).toBe('already_confirmed');
    expect(await confirmLinkState(db().db, token)).toBe('confirmed');
    expect((await db().db.select().from(newsletterSubscriptions))[0]?.confirmedAt).toEqual(confirmedAt);
    // Past its expiry the link is no longer recognised.
    const expired = new Date(Date.now() + CONFIRM_TOKEN_TTL_MS + 60_000);
    expect(await confirmSubscription(db().db, token, expired)).toBe('invalid');
    expect(await confirmLinkState(db().db, token, expired)).toBe('invalid');

    const [, unsubscribeLink] = /unsubscribe\?token=([\w-]+)/.exec((await db().db.select().from(mailOutbox))[0]!.textBody)!;
    expect(await unsubscribeLinkState(db().db, unsubscribeLink!)).toBe('subscribed');
    expect(await unsubscribe(db().db, unsubscribeLink!)).toBe('unsubscribed');
    expect(await unsubscribeLinkState(db().db, unsubscribeLink!)).toBe('unsubscribed');
    expect(await unsubscribe(db().db, unsubscribeLink!)).toBe('already_unsubscribed');
    // Unsubscribing forgets the confirmation link.
    expect((await db().db.select().from(newsletterSubscriptions))[0]?.confirmTokenHash).toBeNull();
    expect(await confirmSubscription(db().db, token)).toBe('invalid');
    expect(await unsubscribeLinkState(db().db, 'not-a-token')).toBe('invalid');
    expect(await unsubscribe(db().db, 'not-a-token')).toBe('invalid');
  });

  it('a confirmation link expires', async () => {
    await subscribe(db().db, 'late@example.ch', consent, 'https://www.example.ch');
    const token = await tokenFromOutbox();
    expect(await confirmSubscription(db().db, token, new Date(Date.now() + CONFIRM_TOKEN_TTL_MS + 60_000))).toBe('invalid');
    expect(await confirmSubscription(db().db, 'not-a-token')).toBe('invalid');
  });

  const MINUTE = 60_000;
  const at = (start: Date, minutes: number) => ({ ...consent, consentAt: new Date(start.getTime() + minutes * MINUTE) });
  const mailTokens = async (name: 'confirm' | 'unsubscribe') => {
    const mails = await db().db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    return mails.map((mail) => new RegExp(`newsletter/${name}\\?token=([\\w-]+)`).exec(mail.textBody)![1]!);
  };

  // One pending address received 51 confirmation mails from 51 sign-ups.
  it('sends one confirmation mail per address in 10 minutes and 5 in a day, the first link still valid', async () => {
    const start = new Date();
    for (let attempt = 0; attempt < 51; attempt += 1)
      await subscribe(db().db, 'target@example.ch', at(start, attempt / 10), 'https://www.example.ch');
    expect(await mailTokens('confirm')).toHaveLength(1);
    // Every 5 minutes for two hours: a mail every 10 minutes until the day's five are sent.
    for (let minutes = 5; minutes <= 120; minutes += 5)
      await subscribe(db().db, 'TARGET@example.ch', at(start, minutes), 'https://www.example.ch');
    expect(await mailTokens('confirm')).toHaveLength(CONFIRMATION_MAIL_LIMITS.perDay);
    // A day after the first mail, one more may go.
    await subscribe(db().db, 'target@example.ch', at(start, 24 * 60 + 1), 'https://www.example.ch');
    const tokens = await mailTokens('confirm');
    expect(tokens).toHaveLength(CONFIRMATION_MAIL_LIMITS.perDay + 1);
    // A sign-up that sent nothing left the last link valid.
    await subscribe(db().db, 'target@example.ch', at(start, 24 * 60 + 2), 'https://www.example.ch');
    expect(await confirmSubscription(db().db, tokens.at(-1)!, at(start, 24 * 60 + 3).consentAt)).toBe('confirmed');
  });

  it('sends one confirmation mail when many sign-ups for the same address arrive at once', async () => {
    const start = new Date();
    await Promise.all(Array.from({ length: 10 }, () => subscribe(db().db, 'burst@example.ch', at(start, 0), 'https://www.example.ch')));
    expect(await mailTokens('confirm')).toHaveLength(1);
    await Promise.all(Array.from({ length: 10 }, () => subscribe(db().db, 'burst@example.ch', at(start, 11), 'https://www.example.ch')));
    expect(await mailTokens('confirm')).toHaveLength(2);
  });

  // decision 0012: a link from before a person unsubscribed does not end their new subscription.
  it('gives a new unsubscribe token to a person who signs up again', async () => {
    const start = new Date();
    await subscribe(db().db, 'again@example.ch', at(start, 0), 'https://www.example.ch');
    const [firstConfirm] = await mailTokens('confirm');
    expect(await confirmSubscription(db().db, firstConfirm!, at(start, 1).consentAt)).toBe('confirmed');
    const [oldUnsubscribe] = await mailTokens('unsubscribe');
    expect(await unsubscribe(db().db, oldUnsubscribe!)).toBe('unsubscribed');
    await subscribe(db().db, 'again@example.ch', at(start, 30), 'https://www.example.ch');
    const [, newUnsubscribe] = await mailTokens('unsubscribe');
    expect(newUnsubscribe).toBeDefined();
    expect(newUnsubscribe).not.toBe(oldUnsubscribe);
    expect(await unsubscribe(db().db, oldUnsubscribe!)).toBe('invalid');
    const [, secondConfirm] = await mailTokens('confirm');
    expect(await confirmSubscription(db().db, secondConfirm!, at(start, 31).consentAt)).toBe('confirmed');
    expect(await unsubscribe(db().db, oldUnsubscribe!)).toBe('invalid');
    expect((await db().db.select().from(newsletterSubscriptions))[0]?.status).toBe('confirmed');
    expect(await unsubscribe(db().db, newUnsubscribe!)).toBe('unsubscribed');
  });

  // decision 0035: the link of a campaign's mail names the campaign, which is recorded as the cause.
  describe('unsubscribing through a campaign’s mail', () => {
    const draft = { subjectDe: 'Neu', bodyDe: 'Text', subjectEn: '', bodyEn: '', audience: 'de' as const };
    const confirmed = async (email: string) => {
      await subscribe(db().db, email, consent, 'https://www.example.ch');
      const mails = await db().db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
      const text = mails.at(-1)!.textBody;
      expect(await confirmSubscription(db().db, /confirm\?token=([\w-]+)/.exec(text)![1]!)).toBe('confirmed');
      return /unsubscribe\?token=([\w-]+)/.exec(text)![1]!;
    };
    const subscription = async (email: string) =>
      (await db().db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;

    it('records the campaign, and keeps when and through what a subscription ended when its link is used again', async () => {
      const campaign = await insertCampaign(db().db, draft, null, new Date());
      const later = await insertCampaign(db().db, draft, null, new Date());
      const token = await confirmed('reader@example.ch');
      const endedAt = new Date(Date.now() + 60_000);
      expect(await unsubscribe(db().db, token, { campaign, now: endedAt })).toBe('unsubscribed');
      expect(await subscription('reader@example.ch')).toMatchObject({
        status: 'unsubscribed',
        unsubscribedVia: campaign,
        unsubscribedAt: endedAt,
      });
      expect(await unsubscribe(db().db, token, { campaign: later, now: new Date(endedAt.getTime() + 60_000) })).toBe(
        'already_unsubscribed',
      );
      expect(await subscription('reader@example.ch')).toMatchObject({ unsubscribedVia: campaign, unsubscribedAt: endedAt });
    });

    it.each([
      ['a campaign that does not exist', '7d1e1f52-3a9b-4c1e-8f00-000000000000'],
      ['no uuid', "x'; drop table newsletter_subscriptions; --"],
      ['no text', ['7d1e1f52-3a9b-4c1e-8f00-000000000000']],
      ['nothing', undefined],
    ])('unsubscribes all the same and records no campaign for %s', async (_, campaign) => {
      const token = await confirmed('other@example.ch');
      expect(await unsubscribe(db().db, token, { campaign })).toBe('unsubscribed');
      expect(await subscription('other@example.ch')).toMatchObject({ status: 'unsubscribed', unsubscribedVia: null });
    });

    it('forgets the campaign of an earlier unsubscription when the person signs up again', async () => {
      const campaign = await insertCampaign(db().db, draft, null, new Date());
      expect(await unsubscribe(db().db, await confirmed('back@example.ch'), { campaign })).toBe('unsubscribed');
      // Past the ten minutes in which an address gets one confirmation mail.
      await subscribe(db().db, 'back@example.ch', { ...consent, consentAt: new Date(Date.now() + 11 * MINUTE) }, 'https://www.example.ch');
      expect(await subscription('back@example.ch')).toMatchObject({ status: 'pending', unsubscribedAt: null, unsubscribedVia: null });
    });
  });
});
