import { onlyPost } from '#server/http/submission-endpoint.ts';
import { registerEndpoint } from '#server/console/access/passkeys.http.ts';

export const prerender = false;
export const POST = registerEndpoint;
export const ALL = onlyPost;
