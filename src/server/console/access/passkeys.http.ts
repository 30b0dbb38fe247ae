import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { translate, type PlainKey } from '#i18n/console-translate.ts';
import { database } from '#server/db/instance.ts';
import { acceptRequest, type RequestBody } from '#server/http/accept-request.ts';
import { problemResponse } from '#server/http/api-errors.ts';
import { jsonResponse } from '#server/http/json.ts';
import { clientAddress } from '#server/clients/client-address.ts';
import { logger } from '#server/logger.ts';
import { recordServerEvent } from '#server/security/server-events.service.ts';
import { sessionLifetime, setSessionCookie } from './operator-sessions.service.ts';
import { webauthnAnswer } from './webauthn-answer.ts';
import {
  authenticationOptions,
  completeAuthentication,
  completeRegistration,
  registrationOptions,
  relyingParty,
  type CeremonyFailure,
  type SignedIn,
} from './passkeys.service.ts';

type Ceremony = 'sign_in' | 'register' | 'add_passkey' | 'step_up';
/**
 * Beyond the ceremonies' failures: a body that is not one, a further passkey refused or asked for without a
 * session, and a change of the account not confirmed with a passkey of its operator (decision 0040).
 */
type Refusal = CeremonyFailure | 'invalid' | 'not_added' | 'signed_out' | 'not_confirmed';

const inviteToken = z.string().min(1).max(200);
const BODIES = {
  registerOptions: z.object({ token: inviteToken }),
  register: z.object({ token: inviteToken, response: webauthnAnswer }),
  signIn: z.object({ response: webauthnAnswer }),
};

const REFUSALS: Record<Refusal, { status: number; key: PlainKey }> = {
  invalid: { status: 400, key: 'console.auth.failed' },
  not_verified: { status: 401, key: 'console.auth.failed' },
  invite_invalid: { status: 410, key: 'console.auth.inviteInvalidText' },
  not_added: { status: 400, key: 'console.account.addFailed' },
  signed_out: { status: 401, key: 'console.account.signedOut' },
  not_confirmed: { status: 403, key: 'console.account.stepUp.failed' },
};

/**
 * spec §8: a refused sign-in or registration (with an invite, or a further passkey of a signed-in
 * operator) is a security event `authentication_failure` (severity high), with the client's network only
 * and never an e-mail address.
 */
async function logFailure(context: APIContext, ceremony: Ceremony, reason: string): Promise<void> {
  const { request } = context;
  logger.warn({ event: 'authentication_failure', ceremony, reason }, 'an operator sign-in was refused');
  const event = {
    type: 'authentication_failure',
    clientAddress: clientAddress(request, context.clientAddress),
    userAgent: request.headers.get('user-agent'),
    data: { ceremony, reason },
  } as const;
  await recordServerEvent((await database()).db, event).catch((error: unknown) =>
    logger.error({ err: error }, 'could not store a security event'),
  );
}

/**
 * One ceremony step behind the shared front (same origin, JSON within the size limit, the operatorSignIn
 * rate limit), its body checked by `schema`; every refusal is logged as an authentication failure.
 */
export function ceremonyEndpoint<Body>(
  ceremony: Ceremony,
  schema: z.ZodType<Body>,
  step: (body: Body, context: APIContext, request: RequestBody) => Promise<Response | Refusal>,
): APIRoute {
  return async (context) => {
    const accepted = await acceptRequest(context, { limit: 'operatorSignIn', bodies: ['json'] });
    if (!accepted.ok) {
      await logFailure(context, ceremony, accepted.problem);
      return problemResponse(accepted);
    }
    const parsed = schema.safeParse(accepted.body.data);
    const outcome = parsed.success ? await step(parsed.data, context, accepted.body) : 'invalid';
    if (outcome instanceof Response) return outcome;
    await logFailure(context, ceremony, outcome);
    const { status, key } = REFUSALS[outcome];
    return jsonResponse({ success: false, message: translate(accepted.body.locale, key), code: outcome }, status);
  };
}

/** A finished ceremony sets the session cookie; the browser then goes to the console itself. */
function signedInResponse(result: SignedIn | { ok: false; reason: CeremonyFailure }, context: APIContext): Response | Refusal {
  if (!result.ok) return result.reason;
  setSessionCookie(context.cookies, result.token, sessionLifetime());
  return jsonResponse({ success: true });
}

export const registerOptionsEndpoint = ceremonyEndpoint('register', BODIES.registerOptions, async ({ token }) => {
  const result = await registrationOptions((await database()).db, token, relyingParty());
  return result.ok ? jsonResponse({ success: true, options: result.options }) : result.reason;
});

export const registerEndpoint = ceremonyEndpoint('register', BODIES.register, async ({ token, response }, context) => {
  const result = await completeRegistration(
    (await database()).db,
    token,
    response as unknown as RegistrationResponseJSON,
    relyingParty(),
    sessionLifetime(),
  );
  return signedInResponse(result, context);
});

export const signInOptionsEndpoint = ceremonyEndpoint('sign_in', z.object({}), async () =>
  jsonResponse({ success: true, options: await authenticationOptions((await database()).db, relyingParty()) }),
);

export const signInEndpoint = ceremonyEndpoint('sign_in', BODIES.signIn, async ({ response }, context) => {
  const result = await completeAuthentication(
    (await database()).db,
    response as unknown as AuthenticationResponseJSON,
    relyingParty(),
    sessionLifetime(),
  );
  return signedInResponse(result, context);
});
