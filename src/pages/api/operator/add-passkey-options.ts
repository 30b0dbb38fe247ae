import { onlyPost } from '#server/http/submission-endpoint.ts';
import { addPasskeyOptionsEndpoint } from '#server/console/web/add-passkey.http.ts';

export const prerender = false;
export const POST = addPasskeyOptionsEndpoint;
export const ALL = onlyPost;
