import type { StreamError } from '../ndjson.ts';

/**
 * The generator's model draft, shared by the island and POST /api/linkedin-draft: the visitor's input
 * goes to the server only when they ask for it; the draft comes back as a stream of JSON lines, its
 * text in `delta`s, then `done`, or an `error` with a message in the page's language.
 */
export const LINKEDIN_DRAFT_ENDPOINT = '/api/linkedin-draft';

export type DraftEvent = { type: 'delta'; text: string } | { type: 'done' } | StreamError;

/** The request body: the generator's fields as typed (key points one per line) and the page's language. */
export interface ModelDraftRequest {
  lang: 'de' | 'en';
  topic: string;
  points: string;
  audience: string;
  customAudience: string;
  tone: string;
  language: string;
  length: string;
  hashtags: string;
  ownHashtags: string;
}
