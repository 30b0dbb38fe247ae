import { createHmac } from 'node:crypto';
import { env } from '../env.ts';
import { newSecretToken } from '../security/secret-tokens.ts';

export { hashToken } from '../security/secret-tokens.ts';

export const newConfirmToken = newSecretToken;

/**
 * The unsubscribe token of a subscription, derived again for every mail that needs the link. It holds
 * the time of the consent it ends, so a link from before a person unsubscribed and signed up again
 * does not end the new subscription (decision 0012).
 */
export const unsubscribeToken = (subscription: { id: string; consentAt: Date }): string =>
  createHmac('sha256', env().CLIENT_HASH_SALT)
    .update(`unsubscribe:${subscription.id}:${subscription.consentAt.getTime()}`)
    .digest('base64url');

/** spec-free choice: a confirmation link stays valid for 7 days. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
