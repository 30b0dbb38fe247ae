import { remember } from '../remember.ts';

/**
 * What the assistant keeps about its use: counts only, never a question or an answer (privacy notice
 * §4.6). Per server process, since the last start; GET /api/health shows them.
 */
export interface ChatCounts {
  /** Answered from the site's pages. */
  answered: number;
  /** The site had no answer; the consultation was offered. */
  declined: number;
  /** A request for individual tax advice, answered with the FAQ's stance. */
  stance: number;
  /** Answers the language model wrote. */
  modelAnswers: number;
  /** Times the model failed or took too long and the site's own answer was given instead. */
  modelFallbacks: number;
  /** Requests refused (bad input, limits, other origin). */
  refused: number;
  /** Requests that failed on the server. */
  errors: number;
}

const counts = remember('chat-counts', (): ChatCounts => ({
  answered: 0,
  declined: 0,
  stance: 0,
  modelAnswers: 0,
  modelFallbacks: 0,
  refused: 0,
  errors: 0,
}));

export function countChat(name: keyof ChatCounts): void {
  counts[name] += 1;
}

export function chatCounts(): Readonly<ChatCounts> {
  return { ...counts };
}
