import { HASHTAG_COUNTS, type Audience, type HashtagChoice } from './options.ts';
import type { LanguagePack } from './pack.ts';

/** A word, hyphenated compounds included ('QR-Rechnung'). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
/** Longer words make unreadable hashtags. */
const MAX_TAG_LENGTH = 40;

/** A word as a hashtag without '#': letters, digits and '_' only, first letter capitalised ('QR-Rechnung' → 'QRRechnung'). */
export function toHashtag(word: string): string {
  const cleaned = word.replace(/ß/g, 'ss').replace(/[^\p{L}\p{N}_]/gu, '');
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** The visitor's own hashtags: separated by spaces, commas or semicolons, with or without '#'. */
export function parseOwnHashtags(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map(toHashtag)
    .filter((tag) => /\p{L}/u.test(tag) && tag.length <= MAX_TAG_LENGTH);
}

/** Words worth a hashtag: no stopwords, no bare numbers; short words only as acronyms (KI, AI, ERP). */
function significantWords(text: string, pack: LanguagePack): string[] {
  return [...text.matchAll(WORD)]
    .map((match) => match[0])
    .filter((word) => {
      if (!/\p{L}/u.test(word) || pack.stopwords.includes(word.toLowerCase())) return false;
      const acronym = word.length >= 2 && word === word.toUpperCase() && /^\p{L}+$/u.test(word);
      return word.length >= 4 || acronym;
    });
}

export interface HashtagRequest {
  topic: string;
  points: readonly string[];
  audience: Audience;
  choice: HashtagChoice;
  own?: string | undefined;
}

/**
 * The hashtags of a post, each with its '#': the visitor's own first, then as many suggestions as the
 * choice asks for (none, few, many), taken from the topic, the audience, the key points and finally the
 * field's general tags, without repeating a tag in another case.
 */
export function suggestHashtags(request: HashtagRequest, pack: LanguagePack): string[] {
  const seen = new Set<string>();
  const keep = (tag: string) => {
    const key = tag.toLowerCase();
    if (tag === '' || tag.length > MAX_TAG_LENGTH || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const own = parseOwnHashtags(request.own ?? '').filter(keep);
  const audienceTag = request.audience === 'custom' ? [] : [pack.audienceTags[request.audience]];
  const candidates = [
    ...significantWords(request.topic, pack),
    ...audienceTag,
    ...request.points.flatMap((point) => significantWords(point, pack)),
    ...pack.baseTags,
  ];
  const suggested: string[] = [];
  for (const candidate of candidates) {
    if (suggested.length >= HASHTAG_COUNTS[request.choice]) break;
    const tag = toHashtag(candidate);
    if (keep(tag)) suggested.push(tag);
  }
  return [...own, ...suggested].map((tag) => `#${tag}`);
}
