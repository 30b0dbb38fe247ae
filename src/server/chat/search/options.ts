import type { Options, SearchOptions } from 'minisearch';
import type { Locale } from '#i18n/config.ts';
import type { ChatDocument } from '../corpus/document.ts';
import { processWord, words } from '../language/terms.ts';

/** The fields a passage is found by, and what the answer needs back from the index. */
export const SEARCH_FIELDS = ['page', 'section', 'keywords', 'text'] as const;
export const STORED_FIELDS = ['page', 'section', 'url', 'text', 'keywords'] as const;

export type StoredPassage = Pick<ChatDocument, (typeof STORED_FIELDS)[number]>;

/**
 * How questions search: every term may match (OR); terms of four letters or more also match the
 * start of longer words ("steur" finds "steurautomatisierung", German compounds) and, from five
 * letters, words one letter off, from nine letters two (typos). Headings and the page's own keywords count more.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'OR',
  boost: { section: 2, page: 1.5, keywords: 1.5, text: 1 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
  weights: { prefix: 0.5, fuzzy: 0.3 },
};

/**
 * MiniSearch options of one language: the same word handling for the site's text and for questions
 * (lowercase, diacritics folded, stop words dropped, light stemming). Functions are not serialized, so
 * building and loading the index must use these same options.
 */
export function indexOptions(locale: Locale): Options<ChatDocument> {
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: [...STORED_FIELDS],
    tokenize: (text) => words(text, locale),
    processTerm: (term) => processWord(term, locale),
    searchOptions: SEARCH_OPTIONS,
  };
}
