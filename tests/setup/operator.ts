import { invitePath } from '#lib/console/routes.ts';

/** The cookie a signed-in operator's browser holds (decision 0009: host-only, Secure, Path=/, SameSite=Strict). */
export interface OperatorCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict';
}

async function testHook<T>(baseURL: string, hook: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(new URL(`/test-hooks/${hook}`, baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test hook ${hook} answered ${response.status} (is ENABLE_TEST_HOOKS=true?)`);
  return (await response.json()) as T;
}

/** Creates (or reuses) an operator with this e-mail and a fresh session on the server at baseURL; the cookie to add to a Playwright context. */
export async function operatorSessionCookie(baseURL: string, email: string): Promise<OperatorCookie> {
  const { name, value } = await testHook<{ name: string; value: string }>(baseURL, 'operator-session', { email });
  return { name, value, domain: new URL(baseURL).hostname, path: '/', httpOnly: true, secure: true, sameSite: 'Strict' };
}

/** An invite link's path as the admin command makes it (or one that has expired): `/admin/invite/<token>`. */
export async function operatorInvitePath(baseURL: string, email: string, options: { expired?: boolean } = {}): Promise<string> {
  const { token } = await testHook<{ token: string }>(baseURL, 'operator-invite', { email, expired: options.expired === true });
  return invitePath(token);
}

/** A mail as the test hook hands it over: its kind, recipient, subject and text part. */
export interface QueuedMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
}

/** The mails queued to an address or answering to it, oldest first (the server at baseURL, with ENABLE_TEST_HOOKS=true). */
export async function mailsAbout(baseURL: string, address: string): Promise<QueuedMail[]> {
  const response = await fetch(new URL(`/test-hooks/mails?address=${encodeURIComponent(address)}`, baseURL));
  if (!response.ok) throw new Error(`test hook mails answered ${response.status}`);
  return (await response.json()) as QueuedMail[];
}
