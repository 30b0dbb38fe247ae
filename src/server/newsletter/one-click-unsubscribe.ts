import type { Database } from '../db/client.ts';
import { consumeRate, type RateDecision } from '../http/rate-limit.ts';
import { unsubscribe, type UnsubscribeResult } from './newsletter.service.ts';

export type OneClickResult = { result: UnsubscribeResult; rate: RateDecision };

/**
 * The one-click unsubscribe of RFC 8058 (a mail program's POST to the List-Unsubscribe address). Mail providers
 * post these from a few shared addresses for all their users, so only a link that is not known counts against
 * the client's limit (decision 0039): a person's unsubscribe is never refused, a client trying links is.
 */
export async function oneClickUnsubscribe(db: Database, token: string, campaign: unknown, clientKey: string): Promise<OneClickResult> {
  const result = token === '' ? 'invalid' : await unsubscribe(db, token, { campaign });
  const rate: RateDecision = result === 'invalid' ? await consumeRate('newsletterLinks', clientKey) : { allowed: true };
  return { result, rate };
}
