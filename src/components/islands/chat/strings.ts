import type { CrashStrings } from '../../ui/CrashScreen.tsx';

/** The panel's texts in the page's language, keyed as in the dictionaries. */
export interface ChatPanelStrings {
  'chat.title': string;
  'chat.welcome': string;
  'chat.inputLabel': string;
  'chat.placeholder': string;
  'chat.send': string;
  'chat.close': string;
  'chat.restart': string;
  'chat.you': string;
  'chat.assistant': string;
  'chat.thinking': string;
  'chat.sources': string;
  'chat.links': string;
  'chat.error': string;
  /** With {max}: the questions a conversation may have. */
  'chat.limitReached': string;
  'a11y.opensInNewTab': string;
}

/** What the launcher hands the panel when it loads (its data-chat attribute, JSON). */
export interface ChatSetup {
  lang: 'de' | 'en';
  strings: ChatPanelStrings;
  crash: CrashStrings;
  homeHref: string;
}
