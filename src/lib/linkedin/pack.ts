import type { DraftStyle, PresetAudience, Tone } from './options.ts';

/**
 * The wording of the drafts in one post language. Templates may name {topic}, {Topic} (first letter
 * capitalised, for the start of a sentence) and {audience}.
 */
export interface LanguagePack {
  /** The audience as it reads in a sentence (nominative/accusative plural in German). */
  audiences: Record<PresetAudience, string>;
  /** The hashtag each preset audience suggests. */
  audienceTags: Record<PresetAudience, string>;
  /** Hashtags that fit any post of the site's field; they fill the suggestions when topic and points give too few. */
  baseTags: readonly string[];
  /** Words never suggested as hashtags (compared in lower case). */
  stopwords: readonly string[];
  /** The tone-neutral parts of each draft style. */
  styles: Record<DraftStyle, StyleParts>;
  tones: Record<Tone, ToneParts>;
}

export interface StyleParts {
  /** A paragraph that places the topic for the audience (medium and long posts). */
  context: string;
  /** The line right before the key points; empty when the opening already leads into them. */
  bridge: string;
  /** A closing thought before the call to action (long posts). */
  reflection: string;
}

export interface ToneParts {
  /** Two openings per style; the topic picks one, so the same input always gives the same draft. */
  hooks: Record<DraftStyle, readonly [string, string]>;
  /** The call to action each style ends with. */
  closings: Record<DraftStyle, string>;
  /** How the checklist marks its points: numbers, or a check mark for the lighter tones. */
  listMarker: 'numbers' | 'check';
}
