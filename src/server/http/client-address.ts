import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { env, type Env } from '../env.ts';

export type ProxyTrust = Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS' | 'TRUST_PROXY_HEADER'>;

/** One request header by name ('' or undefined when absent), from a Fetch Request or a Node request alike. */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * The IP address an entry names, without the port some proxies add ("203.0.113.9:51234",
 * "[2001:db8::1]:443"); undefined for anything else (a name, a list, a made-up word).
 */
function ipAddress(value: string | null | undefined): string | undefined {
  const entry = value?.trim() ?? '';
  const address = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1] ?? /^([\d.]+):\d+$/.exec(entry)?.[1] ?? entry;
  return isIP(address) !== 0 ? address : undefined;
}

/**
 * The address the limits and the stored client network are keyed on (issue 14 §1). Without a trusted
 * proxy it is the socket's. Behind one it is what the proxy saw: the header the operator named
 * (TRUST_PROXY_HEADER), else the X-Forwarded-For entry TRUST_PROXY_HOPS places from the right – each
 * proxy appends the address it was reached from, so everything further left is the client's own
 * writing. A value that is no IP address is never a key of its own: the socket's address stands in.
 */
export function resolveClientAddress(header: HeaderReader, socketAddress: string | undefined, trust: ProxyTrust = env()): string {
  const socket = socketAddress ?? 'unknown';
  if (!trust.TRUST_PROXY) return socket;
  if (trust.TRUST_PROXY_HEADER) return ipAddress(header(trust.TRUST_PROXY_HEADER)) ?? socket;
  const entries = (header('x-forwarded-for') ?? '').split(',');
  // Fewer entries than hops: the request came in past an outer proxy; the left-most entry is still a proxy's.
  return ipAddress(entries.at(-trust.TRUST_PROXY_HOPS) ?? entries[0]) ?? socket;
}

/** The client's address of an API or page request (Astro gives the socket's as `clientAddress`). */
export const clientAddress = (request: Request, socketAddress: string | undefined): string =>
  resolveClientAddress((name) => request.headers.get(name), socketAddress);

/** The client's address of a request the server answers before Astro sees it. */
export const nodeClientAddress = (req: IncomingMessage): string =>
  resolveClientAddress((name) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }, req.socket.remoteAddress);
