import { escapeMarkup } from './escape.ts';
import { rfc822InZurich, zurichStartOfDay } from './zurich-time.ts';

export interface FeedItem {
  title: string;
  description: string;
  url: string;
  /** The post's calendar day: published as the start of that day in Zurich. */
  date: Date;
  /** An exact instant instead (a newsletter issue's publication), written as it is. */
  at?: Date;
  categories: string[];
}

/** An RSS 2.0 feed of the blog in one language. */
export function buildRss(feed: {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  language: string;
  builtAt: Date;
  items: FeedItem[];
}): string {
  const items = feed.items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeMarkup(item.title)}</title>`,
        `      <link>${escapeMarkup(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(item.url)}</guid>`,
        `      <pubDate>${rfc822InZurich(item.at ?? zurichStartOfDay(item.date))}</pubDate>`,
        `      <description>${escapeMarkup(item.description)}</description>`,
        ...item.categories.map((category) => `      <category>${escapeMarkup(category)}</category>`),
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(feed.title)}</title>`,
    `    <link>${escapeMarkup(feed.siteUrl)}</link>`,
    `    <description>${escapeMarkup(feed.description)}</description>`,
    `    <language>${feed.language}</language>`,
    `    <lastBuildDate>${rfc822InZurich(feed.builtAt)}</lastBuildDate>`,
    `    <atom:link href="${escapeMarkup(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
