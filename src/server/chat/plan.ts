import type { Locale } from '#i18n/config.ts';
import type { ChatTurn } from '#lib/chat.ts';
import { askedKinds, statesKind, topicOf } from './answer/answer-kinds.ts';
import type { Asked } from './answer/select-sentences.ts';
import { isFollowUp } from './follow-up.ts';
import { questionConcepts, retrieve, RETRIEVAL, type Passage } from './retrieve.ts';
import type { ChatIndex, LanguageIndex } from './search/chat-index.ts';
import { lessensLegalPages } from './legal-pages.ts';
import { asksForPersonalTaxAdvice } from './stance.ts';

/** What the assistant will do with a question, before any text is written. */
export type ChatPlan =
  | { kind: 'answer'; question: string; passages: Passage[]; asked: Asked }
  | { kind: 'stance'; question: string; passages: Passage[] }
  | { kind: 'decline'; question: string };

/** The FAQ's answer to "Do you provide tax advice?" (src/content/faq/01-tax.yaml, first item). */
export const STANCE_PASSAGE_ID = 'faq/steuern-1';

function stancePassages(index: LanguageIndex): Passage[] {
  const stored = index.search.getStoredFields(STANCE_PASSAGE_ID);
  if (!stored) throw new Error(`The assistant's index lacks the tax-advice stance ${STANCE_PASSAGE_ID}`);
  const { page, section, url, text, keywords } = stored as Record<string, string>;
  return [
    { id: STANCE_PASSAGE_ID, page: page!, section: section!, url: url!, text: text!, keywords: keywords ?? '', score: 1, coverage: 1 },
  ];
}

/**
 * Decides from the conversation: a request for individual tax work gets the FAQ's stance; otherwise
 * the passages that answer the last question, or a plain decline. A follow-up ("und was kostet das?")
 * is searched together with the question before it, and the answer leads with the fact it asks for.
 */
export function planAnswer(index: ChatIndex, turns: readonly ChatTurn[], locale: Locale): ChatPlan {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const question = questions.at(-1) ?? '';
  const previous = questions.at(-2);
  const language = index[locale];
  if (asksForPersonalTaxAdvice(question, locale)) return { kind: 'stance', question, passages: stancePassages(language) };

  const ownKinds = askedKinds(question, locale);
  const kinds = ownKinds.length > 0 || previous === undefined ? ownKinds : askedKinds(previous, locale);
  const states = (text: string) => kinds.some((kind) => statesKind(text, kind));
  const options = { states, lessen: lessensLegalPages(question, locale) };
  let searched = question;
  let passages = previous !== undefined && isFollowUp(question, locale) ? [] : retrieve(language, question, locale, options);
  if (passages.length === 0 && previous !== undefined) {
    searched = `${topicOf(previous, locale)} ${question}`;
    passages = retrieve(language, searched, locale, { ...options, minCoverage: RETRIEVAL.minFollowUpCoverage });
  }
  if (passages.length === 0) return { kind: 'decline', question };
  // The sentences are chosen by what the question is about ("Pilot" in "Wie lange dauert der Pilot?")
  // and the sort of fact it wants (a duration); the words that only say which sort are left to the latter.
  const asked = {
    concepts: questionConcepts(topicOf(searched, locale), locale, language.vocabulary),
    kinds: searched === question ? ownKinds : kinds,
  };
  return { kind: 'answer', question, passages, asked };
}
