import { createHash, createHmac, randomBytes } from 'node:crypto';
import { env } from '../env.ts';

/** Only the hash of a token is stored; the token itself travels in the e-mail alone. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newConfirmToken = (): string => randomBytes(32).toString('base64url');

/** The unsubscribe token of a subscription, derived again for every mail that needs the link. */
export const unsubscribeToken = (subscriptionId: string): string =>
  createHmac('sha256', env().CLIENT_HASH_SALT).update(`unsubscribe:${subscriptionId}`).digest('base64url');

/** spec-free choice: a confirmation link stays valid for 7 days. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
