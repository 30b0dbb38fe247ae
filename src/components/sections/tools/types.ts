import type { PageCopy } from '#content/model/page-model.ts';

/** The free tools' copy in the page's language (src/content/pages/tools.yaml). */
export type ToolsContent = PageCopy<'tools'>;
