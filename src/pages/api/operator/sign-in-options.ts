import { onlyPost } from '#server/http/submission-endpoint.ts';
import { signInOptionsEndpoint } from '#server/console/access/passkeys.http.ts';

export const prerender = false;
export const POST = signInOptionsEndpoint;
export const ALL = onlyPost;
