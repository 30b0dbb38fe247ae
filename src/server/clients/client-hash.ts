import { createHmac } from 'node:crypto';
import { env } from '../env.ts';

/**
 * decision 0016: the one-way hash of a client address kept with a form's record instead of the address. Each
 * purpose (the form: 'contact', 'newsletter', 'waitlist') hashes with its own key, derived from
 * CLIENT_HASH_SALT with HMAC and the purpose's label, so the hashes of one address in two tables differ
 * and do not link the records. Rows stored before keep their former hash (SHA-256 of salt and address);
 * nothing compares stored hashes, so they need no migration.
 */
const keys = new Map<string, Buffer>();

function purposeKey(purpose: string): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    key = createHmac('sha256', env().CLIENT_HASH_SALT).update(`client-hash:${purpose}`).digest();
    keys.set(purpose, key);
  }
  return key;
}

/** The client address hashed for one purpose: the same address gives the same hash only within that purpose. */
export function hashClient(address: string, purpose: string): string {
  return createHmac('sha256', purposeKey(purpose)).update(address).digest('hex');
}
