import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with headers fetch() does not let a caller set, such as Host: how a browser asks
 * when a name it resolved points at this server (DNS rebinding).
 */
export function rawRequest(origin: string, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: { ...(body !== undefined && { 'Content-Length': String(Buffer.byteLength(body)) }), ...headers } }, (res) => {
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

/** A GET or HEAD whose answer is taken byte for byte, as the server sent it. */
export function rawBytes(origin: string, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<BytesAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
