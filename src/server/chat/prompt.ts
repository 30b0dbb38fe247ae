import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import type { ChatTurn } from '#lib/chat.ts';
import type { CompletionMessage } from '../llm/openai-compatible.ts';
import type { ComposedAnswer } from './compose.ts';

const LANGUAGE: Record<Locale, string> = {
  de: 'German (Swiss spelling: "ss", never "ß"; address the visitor with "Sie")',
  en: 'English',
};

/** Earlier turns the model sees besides the facts: enough for a follow-up, little to pay for. */
const HISTORY_TURNS = 6;

/**
 * The messages for the language model (decision 0004): a system prompt that confines it to the sentences the
 * assistant chose from the site and the live facts read for this question, the visitor's language, the
 * same length as the assistant's own answers and the FAQ's stance on tax work, then the conversation.
 */
export function modelMessages(turns: readonly ChatTurn[], answer: Pick<ComposedAnswer, 'facts'>, locale: Locale): CompletionMessage[] {
  const system = [
    `You are the assistant on the website of ${siteConfig.companyName}, a Swiss provider of AI-based finance automation for SMEs, fiduciary offices and founders.`,
    `Answer in ${LANGUAGE[locale]}, in plain text without Markdown, in one to three sentences (at most about 600 characters). Lead with the sentence that answers the question.`,
    'Answer only from the numbered facts below, taken from this website at the moment of the question (free places are live figures). State prices, durations, hours and figures exactly as written there. Do not add facts, prices, dates or promises that are not in them. If they do not answer the question, say so plainly and suggest booking a free initial consultation or writing through the contact page.',
    "Never give individual tax advice or do tax work (filing, preparing or checking a tax return, tax optimisation for a person): the website offers general information only. For a personal tax matter, refer to the visitor's fiduciary or tax adviser and to the free initial consultation.",
    'Do not ask for or repeat personal data.',
    '',
    'Facts:',
    ...answer.facts.map((fact, index) => `[${index + 1}] ${fact.sentence} (${fact.source.title}, ${fact.source.url})`),
  ].join('\n');
  return [{ role: 'system', content: system }, ...turns.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content }))];
}
