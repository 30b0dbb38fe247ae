import { CHAT_ENDPOINT, type ChatEvent, type ChatTurn } from '#lib/chat.ts';
import { postForEvents } from '#lib/ndjson.ts';

/** Posts the conversation to /api/chat and yields the answer's events as they arrive. */
export const readAnswer = (lang: 'de' | 'en', messages: ChatTurn[], signal: AbortSignal) =>
  postForEvents<ChatEvent>(CHAT_ENDPOINT, { lang, messages }, signal);
