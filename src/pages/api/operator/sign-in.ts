import { onlyPost } from '#server/http/submission-endpoint.ts';
import { signInEndpoint } from '#server/console/access/passkeys.http.ts';

export const prerender = false;
export const POST = signInEndpoint;
export const ALL = onlyPost;
