import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../env.ts';

export { hashToken, newSecretToken as newConfirmToken } from '../security/secret-tokens.ts';
/** A confirmation link works for as long as the newsletter's (7 days from the latest sign-up). */
export { CONFIRM_TOKEN_TTL_MS } from '../newsletter/tokens.ts';

const mac = (id: string): string => createHmac('sha256', env().CLIENT_HASH_SALT).update(`event-interest-leave:${id}`).digest('base64url');

/**
 * The leave link's token of an entry: its key and a MAC of it, derived again for every mail, so nothing of it is
 * stored. A new sign-up after leaving is a new entry with a new key: an old link does not end it.
 */
export const leaveToken = (interestId: string): string => `${interestId}.${mac(interestId)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entry key a leave token names, when its MAC is right; undefined for anything else. */
export function leaveTokenId(token: string): string | undefined {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(mac(id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}
