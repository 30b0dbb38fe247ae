import { request, type RequestOptions } from 'node:http';

/** Where to send `path` exactly as written: a URL would resolve its dot segments and encode what it holds first. */
const verbatim = (origin: string, path: string, method: string, headers: Record<string, string>): RequestOptions => {
  const { hostname, port } = new URL(origin);
  return { hostname, port, path, method, headers };
};

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with headers fetch() does not let a caller set, such as Host: how a browser asks
 * when a name it resolved points at this server (DNS rebinding); and its path sent as written
 * (`/en/./faq`, `//admin`, `/%61dmin`), as fetch() would not.
 */
export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sized = { ...(body !== undefined && { 'Content-Length': String(Buffer.byteLength(body)) }), ...headers };
    const req = request(verbatim(origin, path, method, sized), (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface BytesAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, still encoded (fetch() would decode it). */
  body: Buffer;
}

/** A GET or HEAD whose answer is taken byte for byte, as the server sent it; its path sent as written. */
export function rawBytes(
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<BytesAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(verbatim(origin, path, method, headers), (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
