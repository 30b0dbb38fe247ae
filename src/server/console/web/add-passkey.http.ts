import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { clientSeen } from '#server/clients/client-seen.ts';
import { database } from '#server/db/instance.ts';
import { jsonResponse } from '#server/http/json.ts';
import { ceremonyEndpoint } from '../access/passkeys.http.ts';
import { relyingParty } from '../access/passkeys.service.ts';
import { addPasskeyOptions, confirmStepUp, STEP_UP_PURPOSES, stepUpOptions, verifyNewPasskey } from '../access/step-up.service.ts';
import { webauthnAnswer } from '../access/webauthn-answer.ts';
import { addPasskey } from '../actions/account.actions.ts';
import { accountChange } from './account.posts.ts';
import { signedInOperator } from './console-route.ts';

/**
 * The passkey ceremonies of a signed-in operator (the account page): the invite ceremony's front (same
 * origin, JSON, the sign-in rate limit, every refusal a security event), with the operator taken from the
 * session at each step, never from the body. Without a live session every step answers 401.
 */

/** The options to confirm one change of the account with a passkey of the operator (decision 0040). */
export const stepUpOptionsEndpoint = ceremonyEndpoint(
  'step_up',
  z.object({ purpose: z.enum(STEP_UP_PURPOSES) }),
  async ({ purpose }, context) => {
    const operator = await signedInOperator(context);
    if (!operator) return 'signed_out';
    const options = await stepUpOptions((await database()).db, operator, purpose, relyingParty());
    return options ? jsonResponse({ success: true, options }) : 'not_confirmed';
  },
);

/** The options to create a further passkey, given only for an addition the operator has just confirmed with a passkey they hold. */
export const addPasskeyOptionsEndpoint = ceremonyEndpoint(
  'add_passkey',
  z.object({ assertion: webauthnAnswer }),
  async ({ assertion }, context) => {
    const operator = await signedInOperator(context);
    if (!operator) return 'signed_out';
    const { db } = await database();
    const stepUp = await confirmStepUp(db, operator, 'add_passkey', assertion, relyingParty());
    if (!stepUp) return 'not_confirmed';
    return jsonResponse({ success: true, options: await addPasskeyOptions(db, operator, stepUp, relyingParty()) });
  },
);

/**
 * The browser's new passkey, verified against this session's challenge and added to the account of the
 * session's operator (looked up again: the session may have ended between the two steps), with its audit
 * entry and the mail that tells the operator. No session is started or changed.
 */
export const addPasskeyEndpoint = ceremonyEndpoint(
  'add_passkey',
  z.object({ response: webauthnAnswer }),
  async ({ response }, context, request) => {
    const operator = await signedInOperator(context);
    if (!operator) return 'signed_out';
    const { db } = await database();
    const passkey = await verifyNewPasskey(db, operator, response as unknown as RegistrationResponseJSON, relyingParty());
    if (!passkey) return 'not_added';
    const client = clientSeen(context.request, context.clientAddress);
    const added = await addPasskey(db, accountChange({ operator, client, locale: request.locale }), passkey);
    return added.code === 'passkey_added' ? jsonResponse({ success: true }) : 'not_added';
  },
);
