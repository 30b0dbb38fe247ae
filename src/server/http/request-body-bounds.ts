import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { localeFromPath } from '#i18n/paths.ts';
import { problemAnswer } from './api-errors.ts';
import { pathnameOf } from './request.ts';

/**
 * Decision 0023: how many request bodies one client (keyed as the rate limits key it) may be sending at once.
 * A form's body arrives in a moment, so only someone holding sockets open with slow bodies reaches it;
 * a further request with a body is refused with 429 and its connection closed.
 */
export const BODIES_IN_FLIGHT_PER_CLIENT = 5;

export interface RequestBodyBounds {
  /** How long a request's body may take to arrive, from its headers on (REQUEST_BODY_TIMEOUT_MS). */
  timeoutMs: number;
  /** The key the client is counted by (its address reduced as for the rate limits). */
  clientKeyOf: (req: IncomingMessage) => string;
  logger: Logger;
}

/** A request that announces a body: a length above 0, or chunks of unknown length. */
const hasBody = (req: IncomingMessage): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** The answer Node itself gives a request that took too long; written on the socket, which is then closed. */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

function refuse(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  const { status, message } = problemAnswer('rate_limited', localeFromPath(pathnameOf(req.url ?? '/')));
  const body = JSON.stringify({ success: false, message, code: 'rate_limited' });
  res
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
      Connection: 'close',
    })
    .end(body);
}

/**
 * Decision 0023: a body sent one byte at a time held its socket for Node's 300 s request timeout, and one client
 * could hold any number of them. Puts two bounds in front of the server's request listeners: a body that has
 * not fully arrived `timeoutMs` after the headers is answered 408 (unless an answer has begun) and its socket
 * closed, and a client already sending BODIES_IN_FLIGHT_PER_CLIENT bodies is refused further ones. Only the
 * receiving of the body is bounded: a long answer (the assistant's stream) is not.
 */
export function boundRequestBodies(server: Server, { timeoutMs, clientKeyOf, logger }: RequestBodyBounds): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const inFlight = new Map<string, Set<IncomingMessage>>();
  const retryAfterSeconds = Math.max(1, Math.ceil(timeoutMs / 1000));

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (hasBody(req)) {
      const key = clientKeyOf(req);
      const held = inFlight.get(key) ?? new Set<IncomingMessage>();
      for (const other of held) if (other.complete || other.destroyed) held.delete(other);
      if (held.size >= BODIES_IN_FLIGHT_PER_CLIENT) {
        logger.warn(
          { event: 'request_bodies_refused', held: held.size },
          'a client sending too many request bodies at once was refused one more',
        );
        return refuse(req, res, retryAfterSeconds);
      }
      held.add(req);
      inFlight.set(key, held);
      const timer = setTimeout(() => {
        if (req.complete) return;
        logger.warn({ event: 'request_body_timeout', timeoutMs }, 'a request body took too long to arrive: its connection is closed');
        const socket = req.socket;
        if (socket.writable && !res.headersSent) socket.write(TIMED_OUT);
        socket.destroy();
      }, timeoutMs);
      timer.unref();
      const release = () => {
        clearTimeout(timer);
        held.delete(req);
        if (held.size === 0 && inFlight.get(key) === held) inFlight.delete(key);
      };
      req.once('end', release);
      req.once('close', release);
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}
