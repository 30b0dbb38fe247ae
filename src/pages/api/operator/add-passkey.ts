import { onlyPost } from '#server/http/submission-endpoint.ts';
import { addPasskeyEndpoint } from '#server/console/web/add-passkey.http.ts';

export const prerender = false;
export const POST = addPasskeyEndpoint;
export const ALL = onlyPost;
