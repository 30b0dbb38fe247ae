import { randomUUID } from 'node:crypto';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { NEWSLETTER_PATHS } from '#lib/routes.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueFormMail } from '../mail/form-mail.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { countConfirmationMail, mayMailConfirmation } from './confirmation-limits.ts';
import {
  confirmByTokenHash,
  findByEmailForUpdate,
  insertSubscription,
  statusByConfirmTokenHash,
  statusByUnsubscribeTokenHash,
  unsubscribeByTokenHash,
  updateSubscription,
} from './newsletter.repo.ts';
import { CONFIRM_TOKEN_TTL_MS, hashToken, newConfirmToken, unsubscribeToken } from './tokens.ts';

export const UNSUBSCRIBE_API_PATH = '/api/newsletter/unsubscribe';

/** The links of a subscription's confirmation mail, on `origin`, its pages in the subscriber's language. */
function confirmationLinks(locale: Locale, confirmToken: string, subscription: { id: string; consentAt: Date }, origin: string) {
  const unsubscribe = unsubscribeToken(subscription);
  return {
    confirm: new URL(`${localizePath(NEWSLETTER_PATHS.confirm, locale)}?token=${confirmToken}`, origin).href,
    unsubscribe: new URL(`${localizePath(NEWSLETTER_PATHS.unsubscribe, locale)}?token=${unsubscribe}`, origin).href,
    oneClick: new URL(`${UNSUBSCRIBE_API_PATH}?token=${unsubscribe}`, origin).href,
  };
}

/**
 * spec §7 newsletter sign-up with double opt-in. A new, pending or unsubscribed address gets a
 * confirmation mail; a confirmed one stays confirmed and gets nothing. An address that was sent one
 * lately is left as it is, its earlier link still valid. The caller answers all alike.
 */
export async function subscribe(
  db: Database,
  email: string,
  consent: ConsentMeta & { consentLanguage: Locale },
  origin: string,
): Promise<void> {
  const now = consent.consentAt;
  await withTransaction(db, async (tx) => {
    const existing = await findByEmailForUpdate(tx, email);
    if (existing?.status === 'confirmed') return;
    if (existing && !(await mayMailConfirmation(tx, existing.id, now))) return;
    const confirmToken = newConfirmToken();
    const subscription = { id: existing?.id ?? randomUUID(), consentAt: consent.consentAt };
    const fields = {
      status: 'pending' as const,
      ...consent,
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: new Date(consent.consentAt.getTime() + CONFIRM_TOKEN_TTL_MS),
      unsubscribeTokenHash: hashToken(unsubscribeToken(subscription)),
    };
    if (existing) {
      await updateSubscription(tx, existing.id, { ...fields, unsubscribedAt: null, unsubscribedVia: null });
    } else {
      const inserted = await insertSubscription(tx, { id: subscription.id, email, ...fields });
      if (!inserted) return; // the same address arrived at the same moment: that sign-up sends the mail
    }
    const locale = consent.consentLanguage;
    await enqueueFormMail(tx, await confirmationMail(locale, email, confirmationLinks(locale, confirmToken, subscription, origin)));
    await countConfirmationMail(tx, subscription.id, now);
  });
}

/** What a confirmation link's POST did; a repeated click of a confirmed subscription's link is a success too (decision 0039). */
export type ConfirmResult = 'confirmed' | 'already_confirmed' | 'invalid';

/** Confirms the pending subscription of a confirmation token. Only `confirmed` is a new confirmation (a conversion). */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<ConfirmResult> {
  const tokenHash = hashToken(token);
  if (await confirmByTokenHash(db, tokenHash, now)) return 'confirmed';
  return (await statusByConfirmTokenHash(db, tokenHash, now)) === 'confirmed' ? 'already_confirmed' : 'invalid';
}

/** What the confirmation link's page shows before any click of its button: the link only reads (decision 0039). */
export async function confirmLinkState(db: Database, token: string, now = new Date()): Promise<'pending' | 'confirmed' | 'invalid'> {
  const status = await statusByConfirmTokenHash(db, hashToken(token), now);
  return status === 'pending' || status === 'confirmed' ? status : 'invalid';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an unsubscribe link's POST did; a subscription ended before is a success too (decision 0039). */
export type UnsubscribeResult = 'unsubscribed' | 'already_unsubscribed' | 'invalid';

/**
 * Ends the subscription of an unsubscribe token. `campaign` is what the link of a campaign's mail carries: the
 * campaign is recorded as the cause when it is one (decision 0035); anything else there is ignored, never an error.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  options: { campaign?: unknown; now?: Date } = {},
): Promise<UnsubscribeResult> {
  const tokenHash = hashToken(token);
  const status = await statusByUnsubscribeTokenHash(db, tokenHash);
  if (status === undefined) return 'invalid';
  if (status === 'unsubscribed') return 'already_unsubscribed';
  const campaign = typeof options.campaign === 'string' && UUID.test(options.campaign) ? options.campaign : null;
  return (await unsubscribeByTokenHash(db, tokenHash, options.now ?? new Date(), campaign)) ? 'unsubscribed' : 'invalid';
}

/** What the unsubscribe link's page shows before any click of its button: the link only reads. */
export async function unsubscribeLinkState(db: Database, token: string): Promise<'subscribed' | 'unsubscribed' | 'invalid'> {
  const status = await statusByUnsubscribeTokenHash(db, hashToken(token));
  if (status === undefined) return 'invalid';
  return status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
}
