import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { z } from 'zod';
import { faqSectionSchema } from '#content/schemas.ts';
import { localizeDeep, type Localize } from '#content/model/localize-deep.ts';
import { pageCopyOf, pageFileId, type PageCopy } from '#content/model/page-model.ts';
import type { Locale } from '#i18n/config.ts';
import type { ContentPageKey } from '#lib/routes.ts';
import { splitFrontmatter } from './markdown.ts';

/**
 * Reads the site's content files for the index, checked against the same schemas as the pages
 * (src/content/schemas.ts), so the index sees exactly what the build accepts. Build time only.
 */
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../content');

export function contentPath(...parts: string[]): string {
  return path.join(CONTENT_DIR, ...parts);
}

/** The files of a folder with one of the extensions, sorted by name. */
export function contentFiles(folder: string, extension: string): string[] {
  return readdirSync(contentPath(folder))
    .filter((file) => file.endsWith(extension))
    .sort();
}

export function readYaml<S extends z.ZodType>(schema: S, ...parts: string[]): z.infer<S> {
  const file = contentPath(...parts);
  const result = schema.safeParse(load(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`${file}: ${result.error.message}`);
  return result.data;
}

/** A page's copy in one language, as its route renders it (content/pages.ts reads the same file). */
export function readPageCopy<Page extends ContentPageKey>(page: Page, locale: Locale): PageCopy<Page> {
  return pageCopyOf(page, load(readFileSync(contentPath('pages', `${pageFileId(page)}.yaml`), 'utf8')), locale);
}

/** Every entry of a one-file-per-entry folder (faq, team), in file order, localized. */
export function readLocalizedFolder<S extends z.ZodType>(schema: S, folder: string, locale: Locale): Localize<z.infer<S>>[] {
  return contentFiles(folder, '.yaml').map((file) => localizeDeep(readYaml(schema, folder, file), locale));
}

/** The FAQ page's sections (src/content/faq), in the page's order. */
export const readFaqSections = (locale: Locale) => readLocalizedFolder(faqSectionSchema, 'faq', locale).sort((a, b) => a.order - b.order);

export interface MarkdownFile<T> {
  data: T;
  body: string;
}

export function readMarkdown<S extends z.ZodType>(schema: S, ...parts: string[]): MarkdownFile<z.infer<S>> {
  const file = contentPath(...parts);
  const split = splitFrontmatter(readFileSync(file, 'utf8'));
  if (!split) throw new Error(`${file}: no frontmatter`);
  const result = schema.safeParse(load(split.yaml));
  if (!result.success) throw new Error(`${file}: ${result.error.message}`);
  return { data: result.data, body: split.body };
}

/** Markdown files of a per-language folder ('blog/de'). */
export function languageFiles(folder: string, locale: Locale, extension: string): string[] {
  return contentFiles(path.join(folder, locale), extension);
}
