import type { Locale } from '#i18n/config.ts';
import type { PageCopy } from '#content/model/page-model.ts';

/** The home page copy in the page's language; each section receives its slice. */
export type HomeContent = PageCopy<'home'>;

export interface HomeSectionProps<K extends keyof HomeContent> {
  content: HomeContent[K];
}

/** A section with links, whose paths follow the page's language. */
export interface LinkingHomeSectionProps<K extends keyof HomeContent> extends HomeSectionProps<K> {
  locale: Locale;
}
