import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { NewPasskey, StoredPasskey } from './passkeys.repo.ts';
import { standInPublicKey } from './stand-in-passkey.ts';

/**
 * The ceremonies' checks, one for each kind, shared by sign-in, invites and the account's confirmed changes
 * (decision 0040): what differs between them is only whose challenge is taken and what follows.
 */

/** Who the passkeys belong to: the site's host name (the relying-party id) and origin. */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** Takes the challenge the browser answered, once: whether it was issued for this ceremony and owner and is still valid. */
export type ChallengeTaker = (challenge: string) => Promise<boolean>;

/**
 * The signature algorithms passkeys may use, named rather than left to the library's default: that
 * default probes the runtime for ML-DSA through an experimental Node API, which prints a warning.
 */
export const SUPPORTED_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The browser's answer, checked by the library; anything malformed is a failed check, never an exception. */
async function verified<T>(check: () => Promise<T>): Promise<T | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}

/**
 * The options to create a passkey for `userName`: discoverable with user verification, so that signing in asks
 * for no address and no password. The passkeys listed in `exclude` make an authenticator that holds one refuse.
 */
export function newPasskeyOptions(
  rp: RelyingParty,
  userName: string,
  exclude: readonly Pick<StoredPasskey, 'id' | 'transports'>[] = [],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName,
    attestationType: 'none',
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: exclude.map(({ id, transports }) => ({ id, ...(transports && { transports }) })),
  });
}

/** What is stored of a new passkey, apart from its owner and its first use. */
export type CheckedNewPasskey = Omit<NewPasskey, 'operatorId' | 'createdAt' | 'lastUsedAt'>;

/**
 * Checks a passkey the browser created: the challenge taken, the origin and host name this site's, the user
 * verified. What to store of it, or undefined when refused.
 */
export async function checkNewPasskey(
  response: RegistrationResponseJSON,
  takeChallenge: ChallengeTaker,
  rp: RelyingParty,
): Promise<CheckedNewPasskey | undefined> {
  const result = await verified(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: takeChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    }),
  );
  if (!result?.verified) return undefined;
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? null,
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/**
 * Checks a browser's signature with the stored passkey's public key, the user verified, for this site: the
 * passkey's new counter, or undefined when refused. Without a stored passkey (an unknown one, or another
 * operator's) the signature is checked against a stand-in key and refused as a wrong signature is, so the answer
 * takes as long and tells nothing of which passkeys exist (decision 0022).
 */
export async function checkAssertion(
  response: AuthenticationResponseJSON,
  stored: StoredPasskey | undefined,
  takeChallenge: ChallengeTaker,
  rp: RelyingParty,
): Promise<number | undefined> {
  const credential = stored
    ? {
        id: stored.id,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports ?? undefined,
      }
    : { id: response.id, publicKey: standInPublicKey(), counter: 0 };
  const result = await verified(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: takeChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential,
      requireUserVerification: true,
    }),
  );
  return stored && result?.verified ? result.authenticationInfo.newCounter : undefined;
}
