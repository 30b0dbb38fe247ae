import { escapeMarkup } from './escape.ts';
import { rfc822InZurich, zurichStartOfDay } from './zurich-time.ts';

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF): one makes the whole feed unreadable. */
const NOT_IN_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as an XML element's content: escaped, without what XML cannot hold (a campaign stored before decision 0042 may have it). */
const xmlText = (text: string): string => escapeMarkup(text.replace(NOT_IN_XML, ''));

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
        `      <title>${xmlText(item.title)}</title>`,
        `      <link>${escapeMarkup(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeMarkup(item.url)}</guid>`,
        `      <pubDate>${rfc822InZurich(item.at ?? zurichStartOfDay(item.date))}</pubDate>`,
        `      <description>${xmlText(item.description)}</description>`,
        ...item.categories.map((category) => `      <category>${xmlText(category)}</category>`),
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
