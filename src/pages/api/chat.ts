import { postChat } from '#server/chat/chat.endpoint.ts';
import { onlyPost } from '#server/http/submission-endpoint.ts';

export const prerender = false;

/** The site assistant (rules in src/server/chat, protocol in src/lib/chat.ts). */
export const POST = postChat;
export const ALL = onlyPost;
