import { describe, expect, it } from 'vitest';
import { linkedSections, type AnchoredSection } from '#content/model/anchored-sections.ts';
import { fillDeep } from '#content/model/localize-deep.ts';
import { serviceSections } from '#content/model/service-sections.ts';
import { servicePageSchema } from '#content/schemas.ts';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '#lib/routes.ts';
import { readPageCopy, readYaml } from './content-files.ts';
import { siteDocuments } from './corpus.ts';
import { CONTENT_PAGES, pageSections } from './page-documents.ts';

// Every section a page renders with an id reaches the assistant: adding one to the content model is enough.
describe.each(LOCALES)('the index in %s', (locale) => {
  const urls = new Set(siteDocuments(locale).map((document) => document.url));
  const unlinked = (path: string, sections: readonly AnchoredSection[]) =>
    linkedSections(sections)
      .map((section) => `${localizePath(path, locale)}#${section.anchor}`)
      .filter((url) => !urls.has(url));

  it('links every anchored section of every content page', () => {
    const sections = CONTENT_PAGES.map((page) => ({ page, sections: pageSections(page, readPageCopy(page, locale), locale) }));
    expect(sections.flatMap(({ page, sections }) => unlinked(PAGE_PATHS[page], sections))).toEqual([]);
    // The walk finds the sections and their accordions' items, on the FAQ page those of the FAQ files.
    const anchors = sections.flatMap(({ sections }) => linkedSections(sections).map((section) => section.anchor));
    expect(anchors).toEqual(expect.arrayContaining(['why', 'home-faq-1', 'formular', 'formate', 'workshop-faq-1', 'inhalte', 'steuern-1']));
  });

  it('links every section of every service page', () => {
    const missing = SERVICE_SLUGS.flatMap((slug) =>
      unlinked(servicePath(slug), serviceSections(fillDeep(readYaml(servicePageSchema, 'services', locale, `${slug}.yaml`), locale))),
    );
    expect(missing).toEqual([]);
  });
});
