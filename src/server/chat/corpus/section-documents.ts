import { linkedSections, type AnchoredSection } from '#content/model/anchored-sections.ts';
import type { Locale } from '#i18n/config.ts';
import { passage, type ChatDocument } from './document.ts';

/** How an anchored section reads as a passage: its heading, its sentences and the terms the page gives it. */
export interface SectionReading {
  section?: string;
  text: readonly string[];
  keywords?: readonly string[];
}

/** A page's anchored sections and, where the texts in the copy's order would read worse, its own reading of some, by anchor (what a reading leaves out is read as readSection reads it). */
export interface PageSections {
  /** The passages' ids start with it ('home' → 'home/why'). */
  id: string;
  page: string;
  /** Language-neutral path of the page. */
  path: string;
  sections: readonly AnchoredSection[];
  readings?: Readonly<Partial<Record<string, Partial<SectionReading>>>>;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const headingOf = (content: Readonly<Record<string, unknown>>) =>
  typeof content.title === 'string' ? content.title : typeof content.question === 'string' ? content.question : undefined;

/** The texts of a value in the copy's order; an item with a heading reads "heading: texts". Anchored parts are passages of their own. */
function phrases(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(phrases);
  if (!isRecord(value) || typeof value.anchor === 'string') return [];
  const { title: _title, question: _question, ...rest } = value;
  const heading = headingOf(value);
  const body = Object.values(rest).flatMap(phrases);
  return heading === undefined ? body : [`${heading}: ${body.join(' ')}`];
}

/**
 * The reading of a section no page reads its own way: its title (or question) as the heading and every
 * other text of it in the copy's order. Keywords weigh a passage up in search, so they count only where a
 * page's reading names them (the FAQ page's).
 */
export function readSection(content: Readonly<Record<string, unknown>>): SectionReading {
  const { anchor: _anchor, title: _title, question: _question, keywords: _keywords, ...rest } = content;
  return { section: headingOf(content), text: Object.values(rest).flatMap(phrases) };
}

/** One passage per section a link leads to: each section, or each of its anchored parts where it has some. */
export function sectionDocuments(locale: Locale, { id, page, path, sections, readings = {} }: PageSections): ChatDocument[] {
  return linkedSections(sections).map((section) =>
    passage(locale, {
      id: `${id}/${section.anchor}`,
      page,
      path,
      anchor: section.anchor,
      ...readSection(section.content),
      ...readings[section.anchor],
    }),
  );
}
