import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';

/** One passage of the site the assistant can find and cite: a section, a question with its answer, a card. */
export interface ChatDocument {
  /** Unique within a language, stable across builds ('faq/steuern-1'). */
  id: string;
  /** The page's title as visitors see it. */
  page: string;
  /** The part of the page: a section heading or a question; the page title for a page's introduction. */
  section: string;
  /** The localized path, with the anchor of the part where the page has one. */
  url: string;
  text: string;
  /** Terms the page itself gives this part (FAQ keywords, a service's keywords). */
  keywords: string;
}

export interface PassageInput {
  id: string;
  page: string;
  section?: string;
  /** Language-neutral path ('/faq'); the language prefix is added here. */
  path: string;
  anchor?: string;
  /** Sentences or fragments; joined with sentence ends where they lack one. */
  text: readonly string[];
  keywords?: readonly string[];
}

// A fragment ending in an address or a link gets no full stop, which would read as part of it.
const ENDS_OPEN = /([.!?:…]|\S+@\S+|https?:\/\/\S+)$/;

/**
 * Joins fragments into sentences, one fragment per line: "Analyse" + "Wir prüfen …" → "Analyse.\nWir
 * prüfen …". A line break, not a space, so a fragment ending in an address stays apart from the next.
 */
export function sentences(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim().replace(/[,;]$/, ''))
    .filter(Boolean)
    .map((part) => (ENDS_OPEN.test(part) ? part : `${part}.`))
    .join('\n');
}

export function passage(locale: Locale, input: PassageInput): ChatDocument {
  return {
    id: input.id,
    page: input.page,
    section: input.section ?? input.page,
    url: `${localizePath(input.path, locale)}${input.anchor ? `#${input.anchor}` : ''}`,
    text: sentences(input.text),
    keywords: (input.keywords ?? []).join(', '),
  };
}
