import { NDJSON_CONTENT_TYPE, takeLines } from '#lib/ndjson.ts';

export interface StreamReply<Event> {
  status: number;
  headers: Headers;
  events: Event[];
  /** For a refused request, its JSON body. */
  json?: { success: boolean; message: string };
  /** Milliseconds from the request to each event's arrival. */
  arrivals: number[];
}

/** Posts to an endpoint that answers with JSON lines and reads the events as they arrive, with their times. */
export async function postForStream<Event>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<StreamReply<Event>> {
  const started = Date.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (!response.headers.get('content-type')?.startsWith(NDJSON_CONTENT_TYPE)) {
    return {
      status: response.status,
      headers: response.headers,
      events: [],
      json: (await response.json()) as StreamReply<Event>['json'],
      arrivals: [],
    };
  }
  const events: Event[] = [];
  const arrivals: number[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk, { stream: true });
    const taken = takeLines<Event>(buffer);
    buffer = taken.rest;
    for (const event of taken.events) {
      events.push(event);
      arrivals.push(Date.now() - started);
    }
  }
  return { status: response.status, headers: response.headers, events, arrivals };
}
