import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../src/i18n/config.ts';
import { siteDocumentsByLanguage } from '../src/server/chat/corpus/corpus.ts';
import { CHAT_INDEX_FILE } from '../src/server/chat/index-file.ts';
import { buildChatIndex } from '../src/server/chat/search/chat-index.ts';

/**
 * Part of `npm run build`, after `astro build` (which empties dist/): reads the site's content, splits it
 * into passages with their page titles and localized URLs, and writes the assistant's search index.
 */
const documents = siteDocumentsByLanguage();
const json = JSON.stringify(buildChatIndex(documents));
mkdirSync(path.dirname(CHAT_INDEX_FILE), { recursive: true });
writeFileSync(CHAT_INDEX_FILE, json);
const counts = LOCALES.map((locale) => `${documents[locale].length} ${locale}`).join(', ');
console.log(`Assistant index: ${counts} passages, ${(Buffer.byteLength(json) / 1024).toFixed(0)} KB → ${CHAT_INDEX_FILE}`);
