import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remember } from '../remember.ts';
import { loadChatIndex, type ChatIndex, type SerializedChatIndex } from './search/chat-index.ts';

/**
 * Where `npm run build` writes the assistant's index (scripts/build-chat-index.ts, after astro build),
 * relative to the project directory the server runs in. Beside the server bundle, so it is never served.
 */
export const CHAT_INDEX_FILE = path.join('dist', 'server', 'chat-index.json');

/** The built index, read once per process on the first question. */
export const siteChatIndex = (): ChatIndex =>
  remember('chat-index', () => loadChatIndex(JSON.parse(readFileSync(path.resolve(CHAT_INDEX_FILE), 'utf8')) as SerializedChatIndex));
