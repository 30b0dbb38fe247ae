import { takeEvents, type ChatEvent, type ChatTurn } from '../../src/lib/chat.ts';

export interface ChatReply {
  status: number;
  headers: Headers;
  events: ChatEvent[];
  /** The text of the deltas after the last reset. */
  text: string;
  /** For a refused request, its JSON body. */
  json?: { success: boolean; message: string };
  /** Milliseconds from the request to each event's arrival. */
  arrivals: number[];
}

/** Posts to /api/chat and reads the stream of JSON lines as it arrives. */
export async function askChat(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<ChatReply> {
  const started = Date.now();
  const response = await fetch(`${origin}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.headers.get('content-type')?.startsWith('application/x-ndjson')) {
    return { status: response.status, headers: response.headers, events: [], text: '', json: (await response.json()) as ChatReply['json'], arrivals: [] };
  }
  const events: ChatEvent[] = [];
  const arrivals: number[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk, { stream: true });
    const taken = takeEvents(buffer);
    buffer = taken.rest;
    for (const event of taken.events) {
      events.push(event);
      arrivals.push(Date.now() - started);
    }
  }
  let text = '';
  for (const event of events) {
    if (event.type === 'reset') text = '';
    if (event.type === 'delta') text += event.text;
  }
  return { status: response.status, headers: response.headers, events, text, arrivals };
}

export const question = (lang: 'de' | 'en', content: string, earlier: ChatTurn[] = []) => ({ lang, messages: [...earlier, { role: 'user', content }] });

export function sourcesOf(reply: ChatReply): { title: string; url: string }[] {
  const event = reply.events.find((candidate) => candidate.type === 'sources');
  return event?.type === 'sources' ? event.sources : [];
}

export function doneOf(reply: ChatReply) {
  const event = reply.events.at(-1);
  return event?.type === 'done' ? event : undefined;
}
