import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import siteConfig from '#site.config.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { env } from '#server/env.ts';
import { recordActionIn } from '../audit/audit.service.ts';
import { checkInvite, inviteObstacle, useInvite } from './operator-invites.service.ts';
import { startSession, type SessionLifetime, type SignedInOperator } from './operator-sessions.service.ts';
import { insertOperatorIfNew } from './operators.repo.ts';
import {
  deleteExpiredChallenges,
  findPasskey,
  insertChallenge,
  insertPasskey,
  recordPasskeyUse,
  takeChallenge,
  type ChallengeOwner,
  type ChallengePurpose,
} from './passkeys.repo.ts';
import { checkAssertion, checkNewPasskey, newPasskeyOptions, type RelyingParty } from './webauthn-checks.ts';

/** The relying party from SITE_URL: passkeys made for one host name work only there. */
export function relyingParty(siteUrl = env().SITE_URL): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: siteConfig.companyName, origin: url.origin };
}

/** How long the browser has between asking for a challenge and answering it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** A sign-in's challenge belongs to no invite and no session: the browser asking has none yet. */
const NO_OWNER: ChallengeOwner = { inviteId: null, sessionId: null };

/** Why a ceremony was refused. A sign-in with an unknown passkey is `not_verified` too (decision 0022): the answer does not tell which passkeys exist. */
export type CeremonyFailure = 'invite_invalid' | 'not_verified';
type Failure = { ok: false; reason: CeremonyFailure };
/** A finished ceremony: the operator, now signed in, and the session token for the cookie. */
export type SignedIn = { ok: true; operator: SignedInOperator; token: string };

/** Stores a challenge for one answer, for its purpose and owner (an invite, a session), valid for CHALLENGE_TTL_MS. */
export async function issueChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<void> {
  await deleteExpiredChallenges(db, now);
  await insertChallenge(db, { challenge, purpose, ...owner, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
}

/** The options to create a passkey with an invite link, or why the invite cannot be used. */
export async function registrationOptions(
  db: Database,
  inviteToken: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | Failure> {
  const check = await checkInvite(db, inviteToken, now);
  if (check.status !== 'usable') return { ok: false, reason: 'invite_invalid' };
  const options = await newPasskeyOptions(rp, check.invite.email);
  await issueChallenge(db, options.challenge, 'register', { inviteId: check.invite.id, sessionId: null }, now);
  return { ok: true, options };
}

/**
 * Registers the passkey the browser created for an invite, uses the invite up and signs its new operator
 * in. The invite's address must still be nobody's and its maker still an operator, checked again in the
 * transaction that uses it (decision 0022): an invite never attaches a passkey to an existing operator.
 */
export async function completeRegistration(
  db: Database,
  inviteToken: string,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<SignedIn | Failure> {
  const check = await checkInvite(db, inviteToken, now);
  if (check.status !== 'usable') return { ok: false, reason: 'invite_invalid' };
  const invite = { inviteId: check.invite.id, sessionId: null };
  const passkey = await checkNewPasskey(response, (challenge) => takeChallenge(db, challenge, 'register', invite, now), rp);
  if (!passkey) return { ok: false, reason: 'not_verified' };
  const signedIn = await withTransaction(db, async (tx): Promise<SignedIn | Failure> => {
    const invite = await useInvite(tx, inviteToken, now);
    if (!invite || (await inviteObstacle(tx, invite))) return { ok: false, reason: 'invite_invalid' };
    const operator = await insertOperatorIfNew(tx, invite.email);
    if (!operator) return { ok: false, reason: 'invite_invalid' };
    await insertPasskey(tx, { ...passkey, operatorId: operator.id, createdAt: now, lastUsedAt: now });
    const session = await startSession(tx, operator.id, lifetime, now);
    return { ok: true, operator: { id: operator.id, email: operator.email, sessionId: session.sessionId }, token: session.token };
  });
  if (signedIn.ok) await recordActionIn(db, signedIn.operator, 'sign_in', undefined, { passkey: 'registered' });
  return signedIn;
}

/** The options to sign in with any passkey of this site (the authenticator offers the ones it holds). */
export async function authenticationOptions(
  db: Database,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await issueChallenge(db, options.challenge, 'authenticate', NO_OWNER, now);
  return options;
}

/**
 * Checks the browser's signature with the stored public key, keeps the new counter and signs the operator
 * in. An unknown credential id is checked against a stand-in key and refused as a wrong signature is.
 */
export async function completeAuthentication(
  db: Database,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<SignedIn | Failure> {
  const found = await findPasskey(db, response.id);
  const takeOnce = (challenge: string) => takeChallenge(db, challenge, 'authenticate', NO_OWNER, now);
  const counter = await checkAssertion(response, found?.passkey, takeOnce, rp);
  if (!found || counter === undefined) return { ok: false, reason: 'not_verified' };
  const { passkey, email } = found;
  await recordPasskeyUse(db, passkey.id, counter, now);
  const session = await startSession(db, passkey.operatorId, lifetime, now);
  const operator = { id: passkey.operatorId, email, sessionId: session.sessionId };
  await recordActionIn(db, operator, 'sign_in');
  return { ok: true, operator, token: session.token };
}
