import type { Locale } from '../i18n/config.ts';
import { switchLocaleHref } from '../i18n/paths.ts';
import { isSuspiciousAddress } from '../lib/navigation-guard.ts';

/** spec §2: the language switch keeps the path, the query string and the hash (which only the browser knows). */
export function updateLanguageLinks(root: ParentNode = document): void {
  const here = `${location.pathname}${location.search}${location.hash}`;
  // A refused address is never echoed into the page, not even inside a link.
  if (isSuspiciousAddress(here)) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    // LanguageSwitch.tsx writes the attribute from LOCALES. Checking it against that list here would
    // bring the list's module into every page's script budget (decision 0002) for markup of our own.
    const target = link.dataset.langSwitch as Locale | undefined;
    if (target) link.href = switchLocaleHref(here, target);
  }
}
