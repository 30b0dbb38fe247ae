import MiniSearch from 'minisearch';
import { LOCALES, type Locale } from '#i18n/config.ts';
import type { ChatDocument } from '../corpus/document.ts';
import { processWord, words } from '../language/terms.ts';
import { indexOptions, SEARCH_FIELDS } from './options.ts';
import { createVocabulary, type Vocabulary } from '../language/vocabulary.ts';

/** Bumped when the file's shape or the word handling changes, so a stale build is refused, not misread. */
export const CHAT_INDEX_VERSION = 2;

/** The index file: per language the MiniSearch index and the vocabulary with passage counts. */
export interface SerializedChatIndex {
  version: number;
  languages: Record<Locale, { index: unknown; documentCount: number; frequencies: Record<string, number> }>;
}

export interface LanguageIndex {
  search: MiniSearch<ChatDocument>;
  vocabulary: Vocabulary;
}

export type ChatIndex = Record<Locale, LanguageIndex>;

function frequencies(documents: readonly ChatDocument[], locale: Locale): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const document of documents) {
    const terms = new Set<string>();
    for (const field of SEARCH_FIELDS) {
      for (const word of words(document[field], locale)) {
        const term = processWord(word, locale);
        if (term) terms.add(term);
      }
    }
    for (const term of terms) counts[term] = (counts[term] ?? 0) + 1;
  }
  return counts;
}

export function buildChatIndex(documents: Record<Locale, readonly ChatDocument[]>): SerializedChatIndex {
  const languages = Object.fromEntries(
    LOCALES.map((locale) => {
      const search = new MiniSearch(indexOptions(locale));
      search.addAll([...documents[locale]]);
      return [
        locale,
        { index: search.toJSON(), documentCount: documents[locale].length, frequencies: frequencies(documents[locale], locale) },
      ];
    }),
  ) as SerializedChatIndex['languages'];
  return { version: CHAT_INDEX_VERSION, languages };
}

export function loadChatIndex(serialized: SerializedChatIndex): ChatIndex {
  if (serialized.version !== CHAT_INDEX_VERSION) {
    throw new Error(
      `The assistant's index has version ${serialized.version}, this server expects ${CHAT_INDEX_VERSION}: run npm run build.`,
    );
  }
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const language = serialized.languages[locale];
      return [
        locale,
        {
          search: MiniSearch.loadJS<ChatDocument>(language.index as Parameters<typeof MiniSearch.loadJS>[0], indexOptions(locale)),
          vocabulary: createVocabulary(language.documentCount, language.frequencies),
        },
      ];
    }),
  ) as ChatIndex;
}

/** Builds the index in memory straight from documents (tests, evaluation). */
export function chatIndexFrom(documents: Record<Locale, readonly ChatDocument[]>): ChatIndex {
  return loadChatIndex(JSON.parse(JSON.stringify(buildChatIndex(documents))) as SerializedChatIndex);
}
