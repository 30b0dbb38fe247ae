import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey held in the test's memory, answering the server's WebAuthn options as a platform
 * authenticator with user verification would (attestation "none", ES256): what a browser would post,
 * built byte by byte, so integration tests can sign in and confirm changes without a browser.
 */
export interface SoftwarePasskey {
  /** The credential id, base64url. */
  id: string;
  /** The answer to registration options (the server's `options`), as @simplewebauthn/browser posts it. */
  register: (options: { challenge: string; rp: { id?: string } }) => Record<string, unknown>;
  /** The answer to authentication options, signed with the next counter. */
  assert: (options: { challenge: string; rpId?: string }) => Record<string, unknown>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The origin the built server's passkeys belong to (its SITE_URL when the test sets none). */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4321';

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function cosePublicKey(publicKey: KeyObject): Uint8Array {
  const { x, y } = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(x!)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(y!)],
    ]),
  );
}

export function softwarePasskey(origin = DEFAULT_SITE_ORIGIN): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(32);
  const id = isoBase64URL.fromBuffer(rawId);
  const rpIdOf = (given: string | undefined) => given ?? new URL(origin).hostname;
  let counter = 0;
  const counterBytes = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  return {
    id,
    register(options) {
      const credentialLength = Buffer.alloc(2);
      credentialLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rp.id)),
        Buffer.from([UP | UV | AT]),
        counterBytes(counter),
        Buffer.alloc(16),
        credentialLength,
        rawId,
        cosePublicKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(clientData('webauthn.create', options.challenge, origin))),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert(options) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(rpIdOf(options.rpId)), Buffer.from([UP | UV]), counterBytes(counter)]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(data)),
          authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authenticatorData)),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        },
      };
    },
  };
}
