import type { Locale } from './config.ts';
import { localizePath } from './paths.ts';
import { translate } from './translate.ts';

/** The crash screen's texts (components/ui/CrashScreen.tsx). */
export interface CrashStrings {
  title: string;
  text: string;
  errorId: string;
  reload: string;
  home: string;
}

/** What every island's error boundary needs (components/islands/ErrorBoundary.tsx). */
export interface IslandProps {
  crash: CrashStrings;
  homeHref: string;
}

/** The crash screen's texts in one language, handed to every island's error boundary. */
export function crashStrings(locale: Locale): CrashStrings {
  return {
    title: translate(locale, 'crash.title'),
    text: translate(locale, 'crash.text'),
    errorId: translate(locale, 'crash.errorId'),
    reload: translate(locale, 'crash.reload'),
    home: translate(locale, 'crash.home'),
  };
}

/** IslandProps in one language: the crash texts and the way home. */
export function islandGuard(locale: Locale): IslandProps {
  return { crash: crashStrings(locale), homeHref: localizePath('/', locale) };
}
