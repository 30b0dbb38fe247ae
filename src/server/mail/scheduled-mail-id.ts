import { createHash } from 'node:crypto';

/**
 * The outbox id of a scheduled mail, derived from what it is about (`seed`): its sender can withdraw it by this id
 * without keeping it anywhere. A UUID (version 4 layout) made from the seed's SHA-256.
 */
export function scheduledMailId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
