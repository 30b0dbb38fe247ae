import Negotiator from 'negotiator';
import { boundedMemo } from '#lib/bounded-memo.ts';
import type { ContentEncoding, PrecompressedEncoding } from './precompressed.ts';

/** negotiator 1's `encoding`, with the `preferred` option its type package (written for 0.6) does not know. */
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The representation to send, of those at hand (`offered`, in order of preference), as `negotiator`
 * decides by the header's q-values (RFC 9110 §12.5.3): never a coding weighted 0, the offered order
 * breaking ties. Identity the browser does not name counts as much as its least wanted coding, so
 * `gzip;q=0.5` still gets gzip; identity is also the answer when nothing else is acceptable.
 */
export function chooseEncoding(header: string | undefined, offered: readonly PrecompressedEncoding[]): ContentEncoding {
  if (!header || offered.length === 0) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  return (negotiator.encoding([...offered, 'identity'], { preferred: offered }) as ContentEncoding | undefined) ?? 'identity';
}

const MEMO_LIMIT = 64;

/**
 * chooseEncoding for the few Accept-Encoding values browsers send, remembered per value and set of
 * offered codings (bounded, so a client sending ever new values cannot grow it): a static answer
 * negotiates once per distinct header, not once per request.
 */
export function encodingChooser(): (header: string | undefined, offered: readonly PrecompressedEncoding[]) => ContentEncoding {
  const remembered = boundedMemo<ContentEncoding>(MEMO_LIMIT);
  return (header, offered) => (header ? remembered(`${offered.join(',')}|${header}`, () => chooseEncoding(header, offered)) : 'identity');
}
