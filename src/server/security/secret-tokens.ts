import { createHash, randomBytes } from 'node:crypto';

/** A random token of 32 bytes (base64url): what a link or a cookie carries. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only the hash of a token is stored; the token itself travels in the link, the mail or the cookie alone. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
