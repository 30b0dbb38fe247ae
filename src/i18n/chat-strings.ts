import type { Locale } from './config.ts';
import { pickStrings } from './translate.ts';

/** The texts the assistant's panel shows (spec §3 chatbot texts, §8 its error), and nothing else. */
const CHAT_PANEL_KEYS = [
  'chat.title',
  'chat.welcome',
  'chat.inputLabel',
  'chat.placeholder',
  'chat.send',
  'chat.close',
  'chat.restart',
  'chat.you',
  'chat.assistant',
  'chat.thinking',
  'chat.sources',
  'chat.links',
  'chat.error',
  // With {max}: the questions a conversation may have.
  'chat.limitReached',
  'a11y.opensInNewTab',
] as const;

/** The panel's texts in the page's language, keyed as in the dictionaries. */
export type ChatPanelStrings = Record<(typeof CHAT_PANEL_KEYS)[number], string>;

export function chatPanelStrings(locale: Locale): ChatPanelStrings {
  return pickStrings(locale, CHAT_PANEL_KEYS);
}
