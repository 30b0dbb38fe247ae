import { generateKeyPairSync } from 'node:crypto';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

let standIn: Uint8Array<ArrayBuffer> | undefined;

/**
 * The public key an unknown credential id is checked against (decision 0022): an EC2 P-256 key in COSE form
 * whose private half is thrown away at once, so no answer ever verifies with it. Checking against it
 * makes a sign-in with an unknown passkey do what one with a wrong signature does (take the challenge,
 * check the signature) before it is refused in the same words.
 */
export function standInPublicKey(): Uint8Array<ArrayBuffer> {
  if (!standIn) {
    const { x, y } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    standIn = new Uint8Array(
      isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
          [cose.COSEKEYS.alg, cose.COSEALG.ES256],
          [cose.COSEKEYS.crv, cose.COSECRV.P256],
          [cose.COSEKEYS.x, isoBase64URL.toBuffer(x!)],
          [cose.COSEKEYS.y, isoBase64URL.toBuffer(y!)],
        ]),
      ),
    );
  }
  return standIn;
}
