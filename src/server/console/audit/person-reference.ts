import { createHmac } from 'node:crypto';
import { addressSpellings } from '#lib/validation/email-address.ts';
import { env } from '#server/env.ts';

/**
 * How the audit log names a person: a keyed hash of the address, cut short. It tells one person's
 * entries apart from others' (before and after an erasure), and cannot be turned back into the address
 * without the server's secret.
 */
export const personReference = (email: string): string =>
  createHmac('sha256', env().CLIENT_HASH_SALT).update(addressSpellings(email).at(-1)!.toLowerCase()).digest('hex').slice(0, 12);
