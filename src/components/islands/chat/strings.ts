import type { ChatPanelStrings } from '../../../i18n/chat-strings.ts';
import type { IslandProps } from '../ErrorBoundary.tsx';

/** What the launcher hands the panel when it loads (its data-chat attribute, JSON). */
export interface ChatSetup extends IslandProps {
  lang: 'de' | 'en';
  strings: ChatPanelStrings;
}
