import { onlyPost } from '#server/http/submission-endpoint.ts';
import { registerOptionsEndpoint } from '#server/console/access/passkeys.http.ts';

export const prerender = false;
export const POST = registerOptionsEndpoint;
export const ALL = onlyPost;
