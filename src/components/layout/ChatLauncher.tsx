import type { ChatSetup } from '../islands/chat/strings.ts';
import type { Locale } from '../../i18n/config.ts';
import { chatPanelStrings } from '../../i18n/chat-strings.ts';
import { islandGuard } from '../../i18n/crash-strings.ts';
import { translate } from '../../i18n/translate.ts';
import { Icon } from '../ui/icons.tsx';

/**
 * The button that opens the site assistant, on every page. Rendered as static HTML and hidden until
 * scripts/chat-launcher.ts shows it (without JavaScript there is no panel to open); it carries the
 * panel's texts, so the panel's code – loaded on the first press – needs nothing else.
 */
export function ChatLauncher({ locale }: { locale: Locale }) {
  const setup: ChatSetup = { lang: locale, strings: chatPanelStrings(locale), ...islandGuard(locale) };
  return (
    <button
      type="button"
      hidden
      data-chat-launcher=""
      data-chat={JSON.stringify(setup)}
      aria-haspopup="dialog"
      className="fixed bottom-4 right-4 z-40 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
    >
      <Icon name="chat" className="h-5 w-5" />
      {translate(locale, 'chat.launcher')}
    </button>
  );
}
