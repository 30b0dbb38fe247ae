import siteConfig from '../../../site.config.ts';
import type { Locale } from '../../i18n/config.ts';
import type { ChatTurn } from '../../lib/chat.ts';
import type { CompletionMessage } from '../llm/openai-compatible.ts';
import { sourceTitle } from './compose.ts';
import type { Passage } from './retrieve.ts';

const LANGUAGE: Record<Locale, string> = {
  de: 'German (Swiss spelling: "ss", never "ß")',
  en: 'English',
};

/** Earlier turns the model sees besides the passages: enough for a follow-up, little to pay for. */
const HISTORY_TURNS = 6;

/**
 * The messages for the language model: a system prompt that confines it to the passages found on
 * the site, the visitor's language and the FAQ's stance on tax advice, then the conversation.
 */
export function modelMessages(turns: readonly ChatTurn[], passages: readonly Passage[], locale: Locale): CompletionMessage[] {
  const system = [
    `You are the assistant on the website of ${siteConfig.companyName}, a Swiss provider of AI-based finance automation for SMEs, fiduciary offices and founders.`,
    `Answer in ${LANGUAGE[locale]}, in plain text without Markdown, in at most about 120 words.`,
    'Answer only from the numbered passages below, which come from this website. Do not add facts, prices, dates or promises that are not in them. If they do not answer the question, say so plainly and suggest booking a free initial consultation or writing through the contact page.',
    'Never give individual tax advice: the website offers general information only. For a personal tax matter, refer to the visitor\'s fiduciary or tax adviser and to the free initial consultation.',
    'Do not ask for or repeat personal data.',
    '',
    'Passages:',
    ...passages.map((passage, index) => `[${index + 1}] ${sourceTitle(passage)} (${passage.url})\n${passage.text}`),
  ].join('\n');
  return [{ role: 'system', content: system }, ...turns.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content }))];
}
