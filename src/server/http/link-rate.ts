import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import type { RateLimitName } from '../config/rate-limit-registry.ts';
import { clientAddress, clientKey } from '../clients/client-address.ts';
import { consumeRate } from './rate-limit.ts';

/** How a page opened from a mailed link answers a client over its limit of link requests. */
export interface LinkRefusal {
  status: 429;
  headers: { 'Retry-After': string };
  text: string;
}

/** Counts this request against the client's limit `limit`; the refusal in the page's language when it is spent. */
export async function linkRateRefusal(
  limit: RateLimitName,
  request: Request,
  socket: string | undefined,
  locale: Locale,
): Promise<LinkRefusal | undefined> {
  const rate = await consumeRate(limit, clientKey(clientAddress(request, socket)));
  if (rate.allowed) return undefined;
  return { status: 429, headers: { 'Retry-After': String(rate.retryAfterSeconds) }, text: translator(locale)('api.rateLimited') };
}
