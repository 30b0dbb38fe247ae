import type { IslandProps } from '../components/islands/ErrorBoundary.tsx';
import type { CrashStrings } from '../components/ui/CrashScreen.tsx';
import type { Locale } from './config.ts';
import { localizePath } from './paths.ts';
import { translate } from './translate.ts';

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

/** What every island's error boundary needs (IslandProps): the crash texts and the way home, in one language. */
export function islandGuard(locale: Locale): IslandProps {
  return { crash: crashStrings(locale), homeHref: localizePath('/', locale) };
}
