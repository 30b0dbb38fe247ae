export interface FeedItem {
  title: string;
  description: string;
  url: string;
  date: Date;
  categories: string[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** An RSS 2.0 feed of the blog in one language. */
export function buildRss(feed: { title: string; description: string; siteUrl: string; feedUrl: string; language: string; items: FeedItem[] }): string {
  const items = feed.items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        `      <pubDate>${item.date.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(item.description)}</description>`,
        ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.siteUrl)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${feed.language}</language>`,
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
