import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/config.ts';
import { localizePath } from '../i18n/paths.ts';
import { translate, type PlainKey } from '../i18n/translate.ts';
import { NEWSLETTER_PATHS, PAGE_PATHS } from './routes.ts';
import { SCHEMA_CONTEXT } from './structured-data.ts';

export interface Crumb {
  name: string;
  /** Language-neutral path. */
  path: string;
}

/** The pages that have pages below them, named as the navigation names them. */
const PARENT_NAMES: Readonly<Record<string, PlainKey>> = {
  [PAGE_PATHS.home]: 'nav.home',
  [PAGE_PATHS.services]: 'nav.services',
  [PAGE_PATHS.blog]: 'nav.blog',
  [PAGE_PATHS.tools]: 'footer.tools',
  [NEWSLETTER_PATHS.archive]: 'newsletterArchive.nav',
};

/** Paths that only group pages and are no page themselves (the events' pages, decision 0051): no step of a trail. */
const GROUPS_WITHOUT_PAGE: readonly string[] = ['/events'];

/**
 * The trail from the home page down to a page (Home › Blog › article), from its language-neutral path:
 * each step up the path is a page with a name in PARENT_NAMES. The home page has no trail.
 */
export function breadcrumbTrail(path: string, name: string, locale: Locale): Crumb[] {
  if (path === PAGE_PATHS.home) return [];
  const segments = path.split('/').filter(Boolean);
  const parents = [PAGE_PATHS.home, ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)].filter(
    (parent) => !GROUPS_WITHOUT_PAGE.includes(parent),
  );
  return [
    ...parents.map((parent) => {
      const key = PARENT_NAMES[parent];
      if (!key) throw new Error(`No breadcrumb name for ${parent}, the parent of ${path}`);
      return { name: translate(locale, key), path: parent };
    }),
    { name, path },
  ];
}

/** BreadcrumbList of a trail, each step with the absolute address of its page in the language. */
export function breadcrumbJsonLd(trail: readonly Crumb[], locale: Locale, origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(localizePath(crumb.path, locale), origin).href,
    })),
  };
}
