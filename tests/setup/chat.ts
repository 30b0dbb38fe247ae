import type { ChatEvent, ChatTurn } from '#lib/chat.ts';
import { postForStream, type StreamReply } from './stream-reply.ts';

export interface ChatReply extends StreamReply<ChatEvent> {
  /** The text of the deltas after the last reset. */
  text: string;
}

/** Posts to /api/chat and reads the stream of JSON lines as it arrives. */
export async function askChat(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<ChatReply> {
  const reply = await postForStream<ChatEvent>(`${origin}/api/chat`, body, headers);
  let text = '';
  for (const event of reply.events) {
    if (event.type === 'reset') text = '';
    if (event.type === 'delta') text += event.text;
  }
  return { ...reply, text };
}

export const question = (lang: 'de' | 'en', content: string, earlier: ChatTurn[] = []) => ({
  lang,
  messages: [...earlier, { role: 'user', content }],
});

export function sourcesOf(reply: ChatReply): { title: string; url: string }[] {
  const event = reply.events.find((candidate) => candidate.type === 'sources');
  return event?.type === 'sources' ? event.sources : [];
}

export function doneOf(reply: ChatReply) {
  const event = reply.events.at(-1);
  return event?.type === 'done' ? event : undefined;
}
