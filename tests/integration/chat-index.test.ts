import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { CHAT_INDEX_FILE } from '#server/chat/index-file.ts';
import type { SerializedChatIndex } from '#server/chat/search/chat-index.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const built = JSON.parse(readFileSync(path.join(root, CHAT_INDEX_FILE), 'utf8')) as SerializedChatIndex;
type StoredPassage = { page: string; section: string; url: string };
const storedPassages = (locale: (typeof LOCALES)[number]) =>
  Object.values((built.languages[locale].index as { storedFields: Record<string, StoredPassage> }).storedFields);

// The pages as the built server answers them (static or rendered per request), fetched once each.
let server: RunningServer;
const pages = new Map<string, ReturnType<typeof parseHtml> | undefined>();
beforeAll(async () => {
  server = await startBuiltServer();
  const pathnames = new Set(LOCALES.flatMap((locale) => storedPassages(locale).map((passage) => passage.url.split('#')[0]!)));
  for (const pathname of pathnames) {
    const response = await fetch(`${server.origin}${pathname}`);
    pages.set(pathname, response.ok ? parseHtml(await response.text()) : undefined);
  }
}, 90_000);
afterAll(() => server.stop());

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('the built assistant index (%s)', (locale) => {
  const stored = storedPassages(locale);

  it('holds the passages of the site', () => {
    expect(stored.length).toBeGreaterThan(150);
  });

  it('links every passage to a built page of its language, at an anchor that exists, showing the section it names', () => {
    const problems: string[] = [];
    for (const passage of stored) {
      const [pathname, anchor] = passage.url.split('#') as [string, string | undefined];
      const document = pages.get(pathname);
      if (!document) {
        problems.push(`${passage.url}: no such page`);
        continue;
      }
      if (document.querySelector('html')?.getAttribute('lang') !== locale) problems.push(`${passage.url}: page not in ${locale}`);
      if (anchor && !document.getElementById(decodeURIComponent(anchor))) problems.push(`${passage.url}: no element with this id`);
      const heading = passage.section.split(' – ').at(-1)!;
      if (!normalize(document.querySelector('body')!.text).includes(normalize(heading)))
        problems.push(`${passage.url}: "${heading}" is not on the page`);
    }
    expect(problems).toEqual([]);
  });
});
