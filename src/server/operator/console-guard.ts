import type { AstroCookies } from 'astro';
import { env } from '../env.ts';
import { isSameOrigin } from '../http/request.ts';

// Stand-in until passkey sign-in and sessions arrive: with the test hooks on, a cookie
// "test:<email>" is a signed-in operator. Without them nobody is.
const COOKIE = '__Host-operator-session';

export interface SignedInOperator {
  id: string;
  email: string;
  sessionId: string;
}

/** The operator signed in on this request, or null (the page then answers 404). */
export async function signedInOperator(context: { request: Request; cookies: AstroCookies }): Promise<SignedInOperator | null> {
  const value = context.cookies.get(COOKIE)?.value ?? '';
  if (!env().ENABLE_TEST_HOOKS || !value.startsWith('test:')) return null;
  const email = value.slice('test:'.length);
  return { id: email, email, sessionId: value };
}

/** For a console POST: same origin and a valid session, else the 404/403 Response to return. */
export async function consoleAction(context: {
  request: Request;
  cookies: AstroCookies;
  site: URL | undefined;
}): Promise<{ operator: SignedInOperator } | { response: Response }> {
  const operator = await signedInOperator(context);
  if (!operator) return { response: new Response(null, { status: 404 }) };
  if (!isSameOrigin(context.request, context.site?.origin)) return { response: new Response(null, { status: 403 }) };
  return { operator };
}
