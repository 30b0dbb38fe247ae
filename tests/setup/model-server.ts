import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test model does with the next requests. */
export type ModelBehaviour =
  | { kind: 'answer'; chunks: string[]; delayMs?: number }
  /** Sends these chunks, then drops the connection mid-answer. */
  | { kind: 'break'; chunks: string[] }
  /** Sends these chunks (maybe none), then never finishes. */
  | { kind: 'hang'; chunks?: string[] }
  | { kind: 'status'; status: number };

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export interface ModelServer {
  /** The API base, as CHAT_LLM_BASE_URL takes it (…/v1). */
  baseUrl: string;
  requests: ReceivedRequest[];
  behave: (behaviour: ModelBehaviour) => void;
  close: () => Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local OpenAI-compatible chat-completions server for tests: streams its answer as server-sent
 * events the way Ollama and vLLM do, or fails the way a real one can (status, dropped connection, silence).
 */
export async function startModelServer(initial: ModelBehaviour): Promise<ModelServer> {
  let behaviour = initial;
  const requests: ReceivedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as ReceivedRequest['body'] });
      void respond(res, behaviour);
    });
  });
  async function respond(res: ServerResponse, current: ModelBehaviour): Promise<void> {
    if (current.kind === 'status') {
      res.writeHead(current.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'refused' } }));
      return;
    }
    open.add(res);
    res.on('close', () => open.delete(res));
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const chunks = current.kind === 'hang' ? (current.chunks ?? []) : current.chunks;
    for (const text of chunks) {
      if (res.destroyed) return;
      res.write(chunk(text));
      await pause(current.kind === 'answer' ? (current.delayMs ?? 5) : 5);
    }
    if (current.kind === 'answer') res.end('data: [DONE]\n\n');
    else if (current.kind === 'break') res.destroy();
    // 'hang': the response stays open until the client gives up or the server closes.
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => (behaviour = next),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
