import type { ContentEncoding, PrecompressedEncoding } from './precompressed.ts';

/** How much the browser wants each coding (RFC 9110 §12.5.3); a coding it does not name is absent. */
interface Weights {
  named: ReadonlyMap<string, number>;
  /** The weight of `*`, for codings not named. */
  any?: number | undefined;
}

function parse(header: string): Weights {
  const named = new Map<string, number>();
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    if (!Number.isFinite(weight)) continue;
    if (coding === '*') any = weight;
    else named.set(coding.toLowerCase(), weight);
  }
  return { named, any };
}

const weightOf = ({ named, any }: Weights, coding: string): number | undefined => named.get(coding) ?? any;

/**
 * The representation to send, of those at hand (`offered`, in order of preference): the coding the
 * browser weights highest, never one it weights 0, the offered order breaking ties. Identity the browser
 * does not name counts as much as its least wanted coding (as `compression`'s negotiator has it), so
 * `gzip;q=0.5` still gets gzip; identity is also the answer when nothing else is acceptable.
 */
export function chooseEncoding(header: string | undefined, offered: readonly PrecompressedEncoding[]): ContentEncoding {
  if (!header || offered.length === 0) return 'identity';
  const weights = parse(header);
  const listed = [...weights.named.values()];
  let best: ContentEncoding = 'identity';
  let bestWeight = weightOf(weights, 'identity') ?? (listed.length > 0 ? Math.min(...listed) : 1);
  for (const coding of offered) {
    const weight = weightOf(weights, coding) ?? 0;
    if (weight > 0 && (weight > bestWeight || (weight === bestWeight && best === 'identity'))) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

const MEMO_LIMIT = 64;

/**
 * chooseEncoding for the few Accept-Encoding values browsers send, remembered per value and set of
 * offered codings (bounded, so a client sending ever new values cannot grow it).
 */
export function encodingChooser(): (header: string | undefined, offered: readonly PrecompressedEncoding[]) => ContentEncoding {
  const memo = new Map<string, ContentEncoding>();
  return (header, offered) => {
    if (!header) return 'identity';
    const key = `${offered.join(',')}|${header}`;
    let chosen = memo.get(key);
    if (chosen === undefined) {
      chosen = chooseEncoding(header, offered);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, chosen);
    }
    return chosen;
  };
}
