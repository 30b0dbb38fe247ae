import type { Locale } from '../../i18n/config.ts';
import type { ChatTurn } from '../../lib/chat.ts';
import { retrieve, type Passage } from './retrieve.ts';
import type { ChatIndex, LanguageIndex } from './search/chat-index.ts';
import { asksForPersonalTaxAdvice } from './stance.ts';

/** What the assistant will do with a question, before any text is written. */
export type ChatPlan =
  | { kind: 'answer'; question: string; passages: Passage[] }
  | { kind: 'stance'; question: string; passages: Passage[] }
  | { kind: 'decline'; question: string };

/** The FAQ's answer to "Do you provide tax advice?" (src/content/faq/01-tax.yaml, first item). */
export const STANCE_PASSAGE_ID = 'faq/steuern-1';

function stancePassages(index: LanguageIndex): Passage[] {
  const stored = index.search.getStoredFields(STANCE_PASSAGE_ID);
  if (!stored) throw new Error(`The assistant's index lacks the tax-advice stance ${STANCE_PASSAGE_ID}`);
  const { page, section, url, text } = stored as Record<string, string>;
  return [{ id: STANCE_PASSAGE_ID, page: page!, section: section!, url: url!, text: text!, score: 1, coverage: 1 }];
}

/**
 * Decides from the conversation: a request for individual tax advice gets the FAQ's stance; otherwise
 * the passages that answer the last question, or a plain decline. A follow-up the site cannot answer on
 * its own ("und was kostet das?") is searched once more together with the question before it.
 */
export function planAnswer(index: ChatIndex, turns: readonly ChatTurn[], locale: Locale): ChatPlan {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const question = questions.at(-1) ?? '';
  const language = index[locale];
  if (asksForPersonalTaxAdvice(question, locale)) return { kind: 'stance', question, passages: stancePassages(language) };
  let passages = retrieve(language, question, locale);
  const previous = questions.at(-2);
  if (passages.length === 0 && previous !== undefined) passages = retrieve(language, `${previous} ${question}`, locale);
  return passages.length > 0 ? { kind: 'answer', question, passages } : { kind: 'decline', question };
}
