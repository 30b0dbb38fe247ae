import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, isoBase64URL } from '@simplewebauthn/server/helpers';
import siteConfig from '../../../site.config.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { env } from '../env.ts';
import { recordActionIn } from './audit.service.ts';
import { checkInvite, useInvite } from './operator-invites.service.ts';
import { startSession, type SessionLifetime, type SignedInOperator } from './operator-sessions.service.ts';
import { findOperatorByEmail, insertOperator } from './operators.repo.ts';
import { deleteExpiredChallenges, findPasskey, insertChallenge, insertPasskey, passkeyIdsOf, recordPasskeyUse, takeChallenge, type ChallengePurpose } from './passkeys.repo.ts';

/** Who the passkeys belong to: the site's host name (the relying-party id) and origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** The relying party from SITE_URL: passkeys made for one host name work only there. */
export function relyingParty(siteUrl = env().SITE_URL): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name: siteConfig.companyName, origin: url.origin };
}

/**
 * The signature algorithms passkeys may use, named rather than left to the library's default: that
 * default probes the runtime for ML-DSA through an experimental Node API, which prints a warning.
 */
const SUPPORTED_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** How long the browser has between asking for a challenge and answering it. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export type CeremonyFailure = 'invite_invalid' | 'unknown_passkey' | 'not_verified';
type Failure = { ok: false; reason: CeremonyFailure };
/** A finished ceremony: the operator, now signed in, and the session token for the cookie. */
export type SignedIn = { ok: true; operator: SignedInOperator; token: string };

async function issueChallenge(db: Database, challenge: string, purpose: ChallengePurpose, inviteId: string | null, now: Date): Promise<void> {
  await deleteExpiredChallenges(db, now);
  await insertChallenge(db, { challenge, purpose, inviteId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
}

/** The browser's answer, checked by the library; anything malformed is a failed check, never an exception. */
async function verified<T>(check: () => Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}

/** The options to create a passkey with an invite link, or why the invite cannot be used. */
export async function registrationOptions(db: Database, inviteToken: string, rp: RelyingParty, now = new Date()): Promise<{ ok: true; options: PublicKeyCredentialCreationOptionsJSON } | Failure> {
  const check = await checkInvite(db, inviteToken, now);
  if (check.status !== 'usable') return { ok: false, reason: 'invite_invalid' };
  const existing = await findOperatorByEmail(db, check.invite.email);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: check.invite.email,
    attestationType: 'none',
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    // An operator adding a passkey does not register the same authenticator twice.
    excludeCredentials: existing ? await passkeyIdsOf(db, existing.id).then((keys) => keys.map(({ id, transports }) => ({ id, transports: transports ?? undefined }))) : [],
    // Discoverable credentials with user verification: signing in asks for no address and no password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await issueChallenge(db, options.challenge, 'register', check.invite.id, now);
  return { ok: true, options };
}

/** Registers the passkey the browser created for an invite, uses the invite up and signs its operator in. */
export async function completeRegistration(db: Database, inviteToken: string, response: RegistrationResponseJSON, rp: RelyingParty, lifetime: SessionLifetime, now = new Date()): Promise<SignedIn | Failure> {
  const check = await checkInvite(db, inviteToken, now);
  if (check.status !== 'usable') return { ok: false, reason: 'invite_invalid' };
  const result = await verified(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', check.invite.id, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    }),
  );
  if (!result?.verified) return { ok: false, reason: 'not_verified' };
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  const signedIn = await withTransaction(db, async (tx): Promise<SignedIn | Failure> => {
    const invite = await useInvite(tx, inviteToken, now);
    if (!invite) return { ok: false, reason: 'invite_invalid' };
    const operator = (await findOperatorByEmail(tx, invite.email)) ?? (await insertOperator(tx, invite.email));
    await insertPasskey(tx, {
      id: credential.id,
      operatorId: operator.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? null,
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      createdAt: now,
      lastUsedAt: now,
    });
    const session = await startSession(tx, operator.id, lifetime, now);
    return { ok: true, operator: { id: operator.id, email: operator.email, sessionId: session.sessionId }, token: session.token };
  });
  if (signedIn.ok) await recordActionIn(db, signedIn.operator, 'sign_in', undefined, { passkey: 'registered' });
  return signedIn;
}

/** The options to sign in with any passkey of this site (the authenticator offers the ones it holds). */
export async function authenticationOptions(db: Database, rp: RelyingParty, now = new Date()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await issueChallenge(db, options.challenge, 'authenticate', null, now);
  return options;
}

/** Checks the browser's signature with the stored public key, keeps the new counter and signs the operator in. */
export async function completeAuthentication(db: Database, response: AuthenticationResponseJSON, rp: RelyingParty, lifetime: SessionLifetime, now = new Date()): Promise<SignedIn | Failure> {
  const found = await findPasskey(db, response.id);
  if (!found) return { ok: false, reason: 'unknown_passkey' };
  const { passkey, email } = found;
  const result = await verified(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'authenticate', null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports ?? undefined },
      requireUserVerification: true,
    }),
  );
  if (!result?.verified) return { ok: false, reason: 'not_verified' };
  await recordPasskeyUse(db, passkey.id, result.authenticationInfo.newCounter, now);
  const session = await startSession(db, passkey.operatorId, lifetime, now);
  const operator = { id: passkey.operatorId, email, sessionId: session.sessionId };
  await recordActionIn(db, operator, 'sign_in');
  return { ok: true, operator, token: session.token };
}
