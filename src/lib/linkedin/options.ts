/** The LinkedIn post generator's choices and limits, shared by the draft functions and the island. */

/** LinkedIn's limit for the text of a post. */
export const LINKEDIN_POST_MAX_CHARS = 3000;

/** Longest inputs the generator's fields accept (maxlength), so three drafts always fit the post limit after trimming. */
export const GENERATOR_INPUT_LIMITS = {
  topic: 150,
  points: 2000,
  customAudience: 80,
  ownHashtags: 200,
} as const;

export const POST_LANGUAGES = ['de', 'en'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export const AUDIENCES = ['sme', 'fiduciaries', 'founders', 'financeTeams', 'custom'] as const;
export type Audience = (typeof AUDIENCES)[number];
export type PresetAudience = Exclude<Audience, 'custom'>;

export const TONES = ['professional', 'personal', 'inspiring', 'educational'] as const;
export type Tone = (typeof TONES)[number];

export const POST_LENGTHS = ['short', 'medium', 'long'] as const;
export type PostLength = (typeof POST_LENGTHS)[number];

export const HASHTAG_CHOICES = ['none', 'few', 'many'] as const;
export type HashtagChoice = (typeof HASHTAG_CHOICES)[number];

/** How many hashtags the generator suggests per choice; the visitor's own come on top. */
export const HASHTAG_COUNTS: Record<HashtagChoice, number> = { none: 0, few: 3, many: 8 };

/** The three drafts, always in this order: a hook-led story, a checklist, a question with an insight. */
export const DRAFT_STYLES = ['story', 'list', 'question'] as const;
export type DraftStyle = (typeof DRAFT_STYLES)[number];

export interface PostInput {
  topic: string;
  /** The key points, one per entry (see parsePoints for the text field's lines). */
  points: readonly string[];
  audience: Audience;
  /** The visitor's own audience, used when audience is 'custom'. */
  customAudience?: string | undefined;
  tone: Tone;
  language: PostLanguage;
  length: PostLength;
  hashtags: HashtagChoice;
  /** The visitor's own hashtags, separated by spaces or commas, with or without '#'. */
  ownHashtags?: string | undefined;
}

export interface PostDraft {
  style: DraftStyle;
  text: string;
  /** True when the draft was shortened to stay within LINKEDIN_POST_MAX_CHARS. */
  trimmed: boolean;
}
