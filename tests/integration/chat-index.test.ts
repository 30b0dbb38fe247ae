import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/config.ts';
import { CHAT_INDEX_FILE } from '../../src/server/chat/index-file.ts';
import type { SerializedChatIndex } from '../../src/server/chat/search/chat-index.ts';
import { parseHtml } from '../setup/html.ts';

const root = path.resolve(import.meta.dirname, '../..');
const built = JSON.parse(readFileSync(path.join(root, CHAT_INDEX_FILE), 'utf8')) as SerializedChatIndex;
const pageFile = (pathname: string) => path.join(root, 'dist/client', pathname, 'index.html');
const pages = new Map<string, ReturnType<typeof parseHtml>>();
const page = (pathname: string) => {
  if (!pages.has(pathname)) pages.set(pathname, parseHtml(readFileSync(pageFile(pathname), 'utf8')));
  return pages.get(pathname)!;
};
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(LOCALES)('the built assistant index (%s)', (locale) => {
  const stored = Object.values((built.languages[locale].index as { storedFields: Record<string, { page: string; section: string; url: string }> }).storedFields);

  it('holds the passages of the site', () => {
    expect(stored.length).toBeGreaterThan(150);
  });

  it('links every passage to a built page of its language, at an anchor that exists, showing the section it names', () => {
    const problems: string[] = [];
    for (const passage of stored) {
      const [pathname, anchor] = passage.url.split('#') as [string, string | undefined];
      if (!existsSync(pageFile(pathname))) {
        problems.push(`${passage.url}: no such page`);
        continue;
      }
      const document = page(pathname);
      if (document.querySelector('html')?.getAttribute('lang') !== locale) problems.push(`${passage.url}: page not in ${locale}`);
      if (anchor && !document.getElementById(decodeURIComponent(anchor))) problems.push(`${passage.url}: no element with this id`);
      const heading = passage.section.split(' – ').at(-1)!;
      if (!normalize(document.querySelector('body')!.text).includes(normalize(heading))) problems.push(`${passage.url}: "${heading}" is not on the page`);
    }
    expect(problems).toEqual([]);
  });
});
