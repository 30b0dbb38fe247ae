import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '#lib/routes.ts';

export interface NavLink {
  label: string;
  href: string;
  /** The language-neutral path, compared with the current page to mark it. */
  path: string;
}

export interface Navigation {
  home: NavLink;
  allServices: NavLink;
  services: NavLink[];
  /** Links after the Services menu, in spec order: Blog, About, FAQ, Contact. */
  rest: NavLink[];
}

function link(locale: Locale, label: string, path: string): NavLink {
  return { label, path, href: localizePath(path, locale) };
}

/** spec §2: Home, a Services dropdown ('All Services' plus one entry per service), Blog, About, FAQ, Contact. */
export function buildNavigation(locale: Locale): Navigation {
  const t = translator(locale);
  return {
    home: link(locale, t('nav.home'), PAGE_PATHS.home),
    allServices: link(locale, t('nav.allServices'), PAGE_PATHS.services),
    services: SERVICE_SLUGS.map((slug) => link(locale, t(`services.${slug}`), servicePath(slug))),
    rest: [
      link(locale, t('nav.blog'), PAGE_PATHS.blog),
      link(locale, t('nav.about'), PAGE_PATHS.about),
      link(locale, t('nav.faq'), PAGE_PATHS.faq),
      link(locale, t('nav.contact'), PAGE_PATHS.contact),
    ],
  };
}

/** A section link is current on its own page and on the pages below it (/blog on /blog/x). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);
}
