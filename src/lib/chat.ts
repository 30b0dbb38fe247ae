import type { StreamError } from './ndjson.ts';

/**
 * The site assistant's protocol, shared by the panel and POST /api/chat. The answer is a stream of
 * JSON lines (application/x-ndjson): `sources` first, then `delta`s of text, then `done`; `reset` says
 * the text so far is to be discarded (the language model failed mid-answer, the site's own answer
 * follows); `error` ends a stream that could not be completed.
 */
export const CHAT_ENDPOINT = '/api/chat';

export type ChatRole = 'user' | 'assistant';

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export interface ChatLink {
  title: string;
  url: string;
}

/** answered: from the site's pages; declined: the site has no answer; stance: a request for individual tax advice. */
export type ChatOutcome = 'answered' | 'declined' | 'stance';

export type ChatEvent =
  | { type: 'sources'; sources: ChatLink[] }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done'; outcome: ChatOutcome; declined: boolean; links: ChatLink[] }
  | StreamError;
