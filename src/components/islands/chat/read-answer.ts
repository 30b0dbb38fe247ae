import { CHAT_ENDPOINT, takeEvents, type ChatEvent, type ChatTurn } from '../../../lib/chat.ts';

/** A question that got no answer; `message` is the server's reason in the visitor's language, if it gave one. */
export class ChatFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatFailure';
  }
}

/** Posts the conversation to /api/chat and yields the answer's events as they arrive. */
export async function* readAnswer(lang: 'de' | 'en', messages: ChatTurn[], signal: AbortSignal): AsyncGenerator<ChatEvent> {
  const response = await fetch(CHAT_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify({ lang, messages }),
    signal,
  });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
    const refusal = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ChatFailure(typeof refusal?.message === 'string' ? refusal.message : '');
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const { events, rest } = takeEvents(done ? `${buffer}\n` : buffer);
    buffer = rest;
    yield* events;
    if (done) return;
  }
}
