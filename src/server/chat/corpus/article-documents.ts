import { fillLegalPlaceholders } from '#content/legal-values.ts';
import { blogSchema, legalSchema } from '#content/schemas.ts';
import type { Locale } from '#i18n/config.ts';
import { blogPostPath, PAGE_PATHS } from '#lib/routes.ts';
import { languageFiles, readMarkdown } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';
import { splitMarkdown } from './markdown.ts';

/** Blog articles: one passage per section, linked to the section's heading. */
export function blogDocuments(locale: Locale): ChatDocument[] {
  return languageFiles('blog', locale, '.md').flatMap((file) => {
    const { data, body } = readMarkdown(blogSchema, 'blog', locale, file);
    const path = blogPostPath(data.slug);
    const lead = passage(locale, {
      id: `blog/${data.slug}`,
      page: data.title,
      path,
      text: [data.excerpt],
      keywords: [...data.entities, ...data.tags],
    });
    const sections = splitMarkdown(body).map((section) =>
      passage(locale, {
        id: `blog/${data.slug}/${section.slug || 'intro'}`,
        page: data.title,
        section: section.trail.join(' – ') || data.title,
        path,
        anchor: section.slug || undefined,
        text: section.lines,
      }),
    );
    return [lead, ...sections];
  });
}

const LEGAL_PAGES = ['privacy', 'terms', 'impressum'] as const;

/**
 * Privacy notice, terms and imprint. A legal page can show the other language's version beside its own
 * (decision 0052), so the rendered heading ids carry the language ('en-46-site-assistant-chatbot', see
 * content/legal-view.ts).
 */
export function legalDocuments(locale: Locale): ChatDocument[] {
  return LEGAL_PAGES.flatMap((page) => {
    const { data, body } = readMarkdown(legalSchema, 'legal', locale, `${page}.md`);
    return splitMarkdown(body).map((section) =>
      passage(locale, {
        id: `${page}/${section.slug || 'intro'}`,
        page: data.title,
        section: section.trail.join(' – ') || data.title,
        path: PAGE_PATHS[page],
        anchor: section.slug ? `${locale}-${section.slug}` : undefined,
        text: section.lines.map((line) => fillLegalPlaceholders(line, locale)),
      }),
    );
  });
}
