import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { localeFromPath } from '#i18n/paths.ts';
import { problemAnswer } from './api-errors.ts';

/**
 * TRACE would echo the request (cookies included) and CONNECT asks for a tunnel; the site
 * serves neither. Both are answered 405 here, before the page renderer, which has no answer for them.
 */
export const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'CONNECT']);
const ALLOWED = 'GET, HEAD, POST';

/** The 405 answer as JSON in the language of the address, never echoing the address itself. */
function refusal(url: string | undefined): { body: string; headers: Record<string, string> } {
  const locale = localeFromPath((url ?? '/').split('?')[0]!);
  const body = JSON.stringify({ success: false, message: problemAnswer('method', locale).message, code: 'method' });
  return {
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Allow: ALLOWED,
      'Content-Length': String(Buffer.byteLength(body)),
    },
  };
}

export function refuseMethod(req: IncomingMessage, res: ServerResponse): void {
  const { body, headers } = refusal(req.url);
  res.writeHead(405, headers).end(body);
}

/** Node hands CONNECT to the server's 'connect' event with the raw socket: the answer is written on it and the socket closed. */
export function refuseConnect(req: IncomingMessage, socket: Duplex): void {
  const { body, headers } = refusal(req.url);
  const head = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  socket.end(['HTTP/1.1 405 Method Not Allowed', ...head, '', body].join('\r\n'));
}
