import type { PageCopy } from '#content/model/page-model.ts';

/** The workshops page copy in the page's language (src/content/pages/workshops.yaml). */
export type WorkshopsContent = PageCopy<'workshops'>;
