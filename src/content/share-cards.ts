import siteConfig from '#site.config.ts';
import type { Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import {
  blogPostPath,
  BOOKING_PATHS,
  LEGAL_PAGES,
  NEWSLETTER_PATHS,
  NOINDEX_PATHS,
  PAGE_PATHS,
  servicePath,
  type LegalPageKey,
  type PageKey,
} from '../lib/routes.ts';
import { sectionKeyOf } from '../lib/share/section.ts';
import { pageCopy } from './pages.ts';
import { blogPosts, legalPage, services } from './queries.ts';

/** What the share image of one indexable page shows, in one language. Build time and page rendering. */
export interface ShareCard {
  /** The page's language-neutral path. */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  /** The part of the site the page belongs to (navigation label), if any. */
  section?: string;
  /** An article's hero art (a file under public/), shown above its title. */
  hero?: string;
  /** The image's text alternative (og:image:alt). */
  alt: string;
}

type CardText = Pick<ShareCard, 'path' | 'title' | 'description'> & { hero?: string; heroAlt?: string };

/** The path the events' share card is named by (its image /og/de/events.png): no page of its own. */
export const EVENTS_CARD_PATH = '/events';

const isLegal = (page: PageKey): page is LegalPageKey => (LEGAL_PAGES as readonly string[]).includes(page);

async function pageText(page: PageKey, locale: Locale): Promise<CardText> {
  const path = PAGE_PATHS[page];
  if (isLegal(page)) {
    const { data } = await legalPage(locale, page);
    return { path, title: data.title, description: data.description };
  }
  const { seo } = await pageCopy(page, locale);
  return { path, title: seo.title, description: seo.description };
}

async function collectCards(locale: Locale): Promise<ShareCard[]> {
  const pages = (Object.keys(PAGE_PATHS) as PageKey[]).filter((page) => !NOINDEX_PATHS.includes(PAGE_PATHS[page]));
  const texts: CardText[] = [
    ...(await Promise.all(pages.map((page) => pageText(page, locale)))),
    ...(await services(locale)).map(({ data }) => ({ path: servicePath(data.slug), title: data.title, description: data.description })),
    ...(await blogPosts(locale)).map(({ data }) => ({
      path: blogPostPath(data.slug),
      title: data.title,
      description: data.excerpt,
      hero: data.image,
      heroAlt: data.imageAlt,
    })),
    {
      path: NEWSLETTER_PATHS.archive,
      title: translate(locale, 'newsletterArchive.title'),
      description: translate(locale, 'newsletterArchive.description', { company: siteConfig.companyName }),
    },
    // One card for every event's page (decision 0051): events are published after the build.
    {
      path: EVENTS_CARD_PATH,
      title: translate(locale, 'events.page.shareTitle'),
      description: translate(locale, 'events.page.shareDescription'),
    },
    // The booking page, while the booking is on the site (decision 0050).
    ...(siteConfig.bookingUrl
      ? []
      : [
          {
            path: BOOKING_PATHS.page,
            title: translate(locale, 'booking.meta.title'),
            description: translate(locale, 'booking.meta.description'),
          },
        ]),
  ];
  return texts.map(({ heroAlt, ...text }) => {
    const sectionKey = sectionKeyOf(text.path);
    return {
      ...text,
      locale,
      section: sectionKey && translate(locale, sectionKey),
      alt: heroAlt ? `${text.title} – ${heroAlt}` : `${text.title} – ${siteConfig.companyName}`,
    };
  });
}

const cache = new Map<Locale, Promise<ShareCard[]>>();

/** The share cards of every indexable page (the sitemap's) in one language. */
export function shareCards(locale: Locale): Promise<ShareCard[]> {
  let cards = cache.get(locale);
  if (!cards) {
    cards = collectCards(locale);
    cache.set(locale, cards);
    // A failed read is tried again by the next page rather than remembered.
    cards.catch(() => cache.delete(locale));
  }
  return cards;
}

/** The share card of a page, or undefined for a page that is not indexed (and so has none). */
export async function shareCardFor(path: string, locale: Locale): Promise<ShareCard | undefined> {
  return (await shareCards(locale)).find((card) => card.path === path);
}
