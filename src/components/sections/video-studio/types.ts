import type { PageCopy } from '#content/model/page-model.ts';

/** The video studio page copy in the page's language (src/content/pages/video-studio.yaml). */
export type VideoStudioContent = PageCopy<'videoStudio'>;
