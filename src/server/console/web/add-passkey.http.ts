import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { database } from '#server/db/instance.ts';
import { jsonResponse } from '#server/http/json.ts';
import { ceremonyEndpoint, credential } from '../access/passkeys.http.ts';
import { addPasskeyOptions, relyingParty, verifyNewPasskey } from '../access/passkeys.service.ts';
import { addPasskey } from '../actions/account.actions.ts';
import { signedInOperator } from './console-route.ts';

/**
 * A further passkey for the signed-in operator (the account page's "Add a passkey"): the invite
 * ceremony's front (same origin, JSON, the sign-in rate limit, every refusal a security event), with the
 * operator taken from the session at each step, never from the body. Without a live session both steps
 * answer 401.
 */
export const addPasskeyOptionsEndpoint = ceremonyEndpoint('add_passkey', z.object({}), async (_body, context) => {
  const operator = await signedInOperator(context);
  if (!operator) return 'signed_out';
  return jsonResponse({ success: true, options: await addPasskeyOptions((await database()).db, operator, relyingParty()) });
});

/**
 * The browser's new passkey, verified and added to the account of the session's operator (looked up
 * again: the session may have ended between the two steps), with its audit entry. No session is started
 * or changed: the operator is signed in already.
 */
export const addPasskeyEndpoint = ceremonyEndpoint('add_passkey', z.object({ response: credential }), async ({ response }, context) => {
  const operator = await signedInOperator(context);
  if (!operator) return 'signed_out';
  const { db } = await database();
  const passkey = await verifyNewPasskey(db, response as unknown as RegistrationResponseJSON, relyingParty());
  if (!passkey) return 'not_added';
  const added = await addPasskey(db, operator, passkey);
  return added.code === 'passkey_added' ? jsonResponse({ success: true }) : 'not_added';
});
