/** The salt .env.example and the defaults ship with: known to everyone, so it protects nothing. */
export const EXAMPLE_CLIENT_HASH_SALT = 'change-this-salt';

export type SaltVerdict = { action: 'start' } | { action: 'warn' | 'refuse'; message: string };

/**
 * Decision 0012: with the example salt, the hashes of client addresses and the unsubscribe tokens can be
 * computed by anyone. A local run is warned; a production one (NODE_ENV=production, or a public
 * https:// SITE_URL) does not start. Its settings are named here, not taken from env.ts's Env: env.ts
 * imports this module, and the type import would close an import circle.
 */
export function exampleSaltVerdict({
  CLIENT_HASH_SALT,
  NODE_ENV,
  SITE_URL,
}: {
  CLIENT_HASH_SALT: string;
  NODE_ENV?: string;
  SITE_URL: string;
}): SaltVerdict {
  if (CLIENT_HASH_SALT !== EXAMPLE_CLIENT_HASH_SALT) return { action: 'start' };
  const production = NODE_ENV === 'production' || new URL(SITE_URL).protocol === 'https:';
  return production
    ? {
        action: 'refuse',
        message: 'CLIENT_HASH_SALT is the example value. Set your own long random secret before serving the site in production.',
      }
    : { action: 'warn', message: 'CLIENT_HASH_SALT is the example value: set your own long random secret before this site goes public.' };
}
