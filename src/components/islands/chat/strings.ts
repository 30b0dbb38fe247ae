import type { ChatPanelStrings } from '#i18n/chat-strings.ts';
import type { IslandProps } from '#i18n/crash-strings.ts';

/** What the launcher hands the panel when it loads (its data-chat attribute, JSON). */
export interface ChatSetup extends IslandProps {
  lang: 'de' | 'en';
  strings: ChatPanelStrings;
}
