import type { Page } from '@playwright/test';
import { test as base } from './fixtures.ts';

/**
 * The console's browser tests: passkeys belong to a host name, and an IP address is none, so the console
 * is opened on localhost (the server's SITE_URL), while 127.0.0.1 on the same port serves as another site.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL!.replace('//127.0.0.1', '//localhost')),
});

/**
 * A platform authenticator with user verification (a fingerprint reader, say) for this page, the passkeys
 * it holds, and its removal (a device lost or replaced: the browser no longer offers its passkeys).
 */
export async function addAuthenticator(page: Page): Promise<{
  credentialIds: () => Promise<string[]>;
  remove: () => Promise<void>;
  /** Whether the person passes the reader's check (a finger it does not know: false). */
  verifies: (passes: boolean) => Promise<void>;
}> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    // DevTools gives the ids in base64; the site, as WebAuthn's JSON, in base64url.
    credentialIds: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.map(({ credentialId }) =>
        Buffer.from(credentialId, 'base64').toString('base64url'),
      ),
    remove: async () => {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
    verifies: async (passes) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: passes });
    },
  };
}
