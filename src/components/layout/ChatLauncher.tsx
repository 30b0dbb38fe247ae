import type { ChatSetup } from '../islands/chat/strings.ts';
import type { Locale } from '#i18n/config.ts';
import { chatPanelStrings } from '#i18n/chat-strings.ts';
import { islandGuard } from '#i18n/crash-strings.ts';
import { translate } from '#i18n/translate.ts';
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
      className="fixed right-(--chat-launcher-inset) bottom-(--chat-launcher-inset) z-40 inline-flex h-(--chat-launcher-size) min-w-(--chat-launcher-size) items-center justify-center gap-2 rounded-full bg-brand-900 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 min-[100rem]:px-4"
    >
      <Icon name="chat" className="h-5 w-5" />
      {/* The label shows only where the margin beside the page's column (max-w-6xl) has room for it; elsewhere
          the icon alone covers as little as it can, and from 80rem on it sits beside the column. The name stays. */}
      <span className="sr-only min-[100rem]:not-sr-only">{translate(locale, 'chat.launcher')}</span>
    </button>
  );
}
