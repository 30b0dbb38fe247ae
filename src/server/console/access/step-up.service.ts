import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Database } from '#server/db/client.ts';
import type { SignedInOperator } from './operator-sessions.service.ts';
import { findPasskey, passkeysOfOperator, recordPasskeyUse, takeChallenge, type NewPasskey } from './passkeys.repo.ts';
import { issueChallenge } from './passkeys.service.ts';
import { webauthnAnswer } from './webauthn-answer.ts';
import { checkAssertion, checkNewPasskey, newPasskeyOptions, type RelyingParty } from './webauthn-checks.ts';

/**
 * The changes of an account that a session alone cannot make (decision 0040): each asks for a fresh
 * assertion, with user verification, of one of the operator's own passkeys, answering a challenge issued
 * to this session for this change.
 */
export const STEP_UP_PURPOSES = ['add_passkey', 'remove_passkey', 'end_sessions'] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

declare const confirmedByPasskey: unique symbol;
/** Proof that the operator has just confirmed this change with a passkey: only confirmStepUp makes one. */
export interface StepUp<Purpose extends StepUpPurpose = StepUpPurpose> {
  purpose: Purpose;
  /** The passkey that confirmed it. */
  passkeyId: string;
  readonly [confirmedByPasskey]: true;
}

/** The session's own challenges: a challenge issued to one session is never taken with another. */
const ownedBy = (operator: SignedInOperator) => ({ inviteId: null, sessionId: operator.sessionId });

/**
 * The options for confirming one change of the signed-in operator's account: an assertion of one of their
 * passkeys (only theirs are allowed), user verification required, the challenge bound to this session and
 * this change. Undefined for an operator without a passkey, who has nothing to confirm with.
 */
export async function stepUpOptions(
  db: Database,
  operator: SignedInOperator,
  purpose: StepUpPurpose,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const passkeys = await passkeysOfOperator(db, operator.id);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, ...(transports && { transports }) })),
  });
  await issueChallenge(db, options.challenge, `step_up:${purpose}`, ownedBy(operator), now);
  return options;
}

/**
 * Checks the browser's assertion for one change: a challenge of this session and purpose (taken once, not
 * expired), signed by one of this operator's passkeys with the user verified, for this site. A passkey of
 * someone else (or none) is checked against a stand-in key and refused as a wrong signature is.
 */
export async function confirmStepUp<Purpose extends StepUpPurpose>(
  db: Database,
  operator: SignedInOperator,
  purpose: Purpose,
  answer: unknown,
  rp: RelyingParty,
  now = new Date(),
): Promise<StepUp<Purpose> | undefined> {
  const parsed = webauthnAnswer.safeParse(answer);
  if (!parsed.success) return undefined;
  const response = parsed.data as unknown as AuthenticationResponseJSON;
  const found = await findPasskey(db, response.id);
  const own = found?.passkey.operatorId === operator.id ? found.passkey : undefined;
  const takeOnce = (challenge: string) => takeChallenge(db, challenge, `step_up:${purpose}`, ownedBy(operator), now);
  const counter = await checkAssertion(response, own, takeOnce, rp);
  if (!own || counter === undefined) return undefined;
  await recordPasskeyUse(db, own.id, counter, now);
  return { purpose, passkeyId: own.id } as StepUp<Purpose>;
}

/**
 * The options for a further passkey of the signed-in operator, once they have confirmed the addition with
 * a passkey they hold. Their passkeys are excluded, so an authenticator that holds one of them refuses to
 * make a second. The challenge is bound to this session, so the new passkey is taken only from it.
 */
export async function addPasskeyOptions(
  db: Database,
  operator: SignedInOperator,
  _confirmed: StepUp<'add_passkey'>,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await newPasskeyOptions(rp, operator.email, await passkeysOfOperator(db, operator.id));
  await issueChallenge(db, options.challenge, 'add_passkey', ownedBy(operator), now);
  return options;
}

/**
 * Checks the answer to `addPasskeyOptions`: the challenge one of this session's (taken once), the origin
 * and host name this site's, the user verified. What to store of the new passkey, or undefined when refused.
 */
export async function verifyNewPasskey(
  db: Database,
  operator: SignedInOperator,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  now = new Date(),
): Promise<Omit<NewPasskey, 'operatorId'> | undefined> {
  const passkey = await checkNewPasskey(response, (challenge) => takeChallenge(db, challenge, 'add_passkey', ownedBy(operator), now), rp);
  return passkey && { ...passkey, createdAt: now, lastUsedAt: null };
}
