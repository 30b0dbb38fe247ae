import type { ChatPanelStrings } from '../components/islands/chat/strings.ts';
import type { Locale } from './config.ts';
import { pickStrings } from './translate.ts';

/** The texts the assistant's panel shows (spec §3 chatbot texts, §8 its error), and nothing else. */
export const CHAT_PANEL_KEYS = [
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
  'chat.limitReached',
  'a11y.opensInNewTab',
] as const satisfies readonly (keyof ChatPanelStrings)[];

export function chatPanelStrings(locale: Locale): ChatPanelStrings {
  return pickStrings(locale, CHAT_PANEL_KEYS);
}
