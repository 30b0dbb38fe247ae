import { enhanceChatLauncher } from './chat-launcher.ts';
import { deferFooterNewsletter } from './footer-newsletter.ts';
import { updateLanguageLinks } from './language-switch.ts';
import { startSecurityMonitor } from './security-monitor.ts';
import { enhanceServicesMenu } from './services-menu.ts';

// First, so that whatever the page's other scripts and islands run into is seen.
startSecurityMonitor();

for (const menu of document.querySelectorAll<HTMLElement>('[data-services-menu]')) enhanceServicesMenu(menu);

updateLanguageLinks();
addEventListener('hashchange', () => updateLanguageLinks());

enhanceChatLauncher();
deferFooterNewsletter();

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  // "Go back" links fall back to their href (the homepage) when there is no history to go back to.
  if (target?.closest?.('a[data-history-back]') && history.length > 1 && document.referrer.startsWith(location.origin)) {
    event.preventDefault();
    history.back();
  }
  // A link chosen in the mobile menu closes it even when it only changes the hash.
  const menu = target?.closest?.('[data-mobile-menu] a')?.closest<HTMLElement>('[data-mobile-menu]');
  if (menu?.matches(':popover-open')) menu.hidePopover();
});
