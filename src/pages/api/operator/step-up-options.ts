import { onlyPost } from '#server/http/submission-endpoint.ts';
import { stepUpOptionsEndpoint } from '#server/console/web/add-passkey.http.ts';

export const prerender = false;
export const POST = stepUpOptionsEndpoint;
export const ALL = onlyPost;
