import { characterCount, truncateAtWord } from './fit.ts';
import { suggestHashtags } from './hashtags.ts';
import { DRAFT_STYLES, LINKEDIN_POST_MAX_CHARS, type DraftStyle, type PostDraft, type PostInput, type PostLanguage } from './options.ts';
import type { LanguagePack } from './pack.ts';
import { de } from './templates-de.ts';
import { en } from './templates-en.ts';

/**
 * The LinkedIn post generator: three drafts from the visitor's input, built in the browser from
 * templates, the same drafts for the same input every time.
 */

const PACKS: Record<PostLanguage, LanguagePack> = { de, en };

/** The key points in the text field: one per line, without the bullets or numbers a visitor may type. */
export function parsePoints(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•–→✅]+|\d+[.)])\s*/u, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '');
}

const cleanTopic = (topic: string) =>
  topic
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?:;,]+$/, '');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** FNV-1a: a stable number from a text, so the topic picks the opening without any randomness. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

interface Sections {
  context: boolean;
  reflection: boolean;
  points: readonly string[];
}

const POINT_MARKERS: Record<Exclude<DraftStyle, 'list'>, string> = { story: '→', question: '•' };

function pointLines(style: DraftStyle, points: readonly string[], listMarker: 'numbers' | 'check'): string[] {
  if (style !== 'list') return points.map((point) => `${POINT_MARKERS[style]} ${point}`);
  return points.map((point, index) => (listMarker === 'numbers' ? `${index + 1}. ${point}` : `✅ ${point}`));
}

/** Shorter caps tried one after the other on each key point when a draft runs over the limit. */
const POINT_CAPS = [300, 200, 120, 60];

/** Ever shorter versions of a draft: without the reflection, without the context, shorter key points, fewer key points. */
function* shorterVersions(full: Sections): Generator<Sections> {
  let sections: Sections = { ...full, reflection: false };
  yield sections;
  sections = { ...sections, context: false };
  yield sections;
  for (const cap of POINT_CAPS) {
    sections = { ...sections, points: full.points.map((point) => truncateAtWord(point, cap)) };
    yield sections;
  }
  while (sections.points.length > 1) {
    sections = { ...sections, points: sections.points.slice(0, -1) };
    yield sections;
  }
}

/**
 * Keeps a draft within LinkedIn's limit, giving up the least important first (see shorterVersions);
 * a hard cut only when even the shortest version is too long.
 */
function fitToLimit(render: (sections: Sections) => string, full: Sections): { text: string; trimmed: boolean } {
  const fits = (text: string) => characterCount(text) <= LINKEDIN_POST_MAX_CHARS;
  let text = render(full);
  if (fits(text)) return { text, trimmed: false };
  for (const sections of shorterVersions(full)) {
    text = render(sections);
    if (fits(text)) return { text, trimmed: true };
  }
  return { text: truncateAtWord(text, LINKEDIN_POST_MAX_CHARS), trimmed: true };
}

/** The audience as it reads in a sentence of the post's language: a preset's wording or the visitor's own. */
export function audienceText(input: Pick<PostInput, 'audience' | 'customAudience' | 'language'>): string {
  const pack = PACKS[input.language];
  return input.audience === 'custom'
    ? input.customAudience?.replace(/\s+/g, ' ').trim() || pack.audiences.sme
    : pack.audiences[input.audience];
}

/** The post's hashtag line (the visitor's own, then the suggestions the choice asks for), or '' for none. */
export function hashtagLine(input: PostInput): string {
  const points = input.points.map((point) => point.trim()).filter((point) => point !== '');
  return suggestHashtags(
    { topic: cleanTopic(input.topic), points, audience: input.audience, choice: input.hashtags, own: input.ownHashtags },
    PACKS[input.language],
  ).join(' ');
}

/** German posts follow Swiss spelling ('ss'), the visitor's own words included. */
export const swissSpelling = (text: string, language: PostLanguage) => (language === 'de' ? text.replace(/ß/g, 'ss') : text);

/** The three drafts (story, list, question), each within LinkedIn's 3,000 characters. */
export function createDrafts(input: PostInput): PostDraft[] {
  const pack = PACKS[input.language];
  const topic = cleanTopic(input.topic);
  const points = input.points.map((point) => point.trim()).filter((point) => point !== '');
  const audience = audienceText(input);
  const fill = (template: string) =>
    template.replaceAll('{topic}', topic).replaceAll('{Topic}', capitalise(topic)).replaceAll('{audience}', audience);
  const hashtags = hashtagLine(input);
  const tone = pack.tones[input.tone];
  const spell = (text: string) => swissSpelling(text, input.language);

  return DRAFT_STYLES.map((style) => {
    const parts = pack.styles[style];
    const hook = tone.hooks[style][stableHash(`${topic}|${style}`) % 2]!;
    const render = (sections: Sections) => {
      const pointBlock = [parts.bridge, ...pointLines(style, sections.points, tone.listMarker)].filter(Boolean).join('\n');
      const paragraphs = [
        fill(hook),
        sections.context ? fill(parts.context) : '',
        pointBlock,
        sections.reflection ? fill(parts.reflection) : '',
        fill(tone.closings[style]),
        hashtags,
      ];
      return spell(paragraphs.filter(Boolean).join('\n\n'));
    };
    const full = { context: input.length !== 'short', reflection: input.length === 'long', points };
    return { style, ...fitToLimit(render, full) };
  });
}
