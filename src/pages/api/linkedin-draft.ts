import { onlyPost } from '#server/http/submission-endpoint.ts';
import { postLinkedinDraft } from '#server/linkedin/draft.endpoint.ts';

export const prerender = false;

/** The LinkedIn post generator's draft by the language model (rules in src/server/linkedin). */
export const POST = postLinkedinDraft;
export const ALL = onlyPost;
