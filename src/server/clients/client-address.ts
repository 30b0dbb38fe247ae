import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
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
 * The address the limits and the stored client network are keyed on (decision 0030). Without a trusted
 * proxy it is the socket's. Behind one it is what the proxy saw: the header the operator named
 * (TRUST_PROXY_HEADER), else the X-Forwarded-For entry TRUST_PROXY_HOPS places from the right – each
 * proxy appends the address it was reached from, so everything further left is the client's own
 * writing. A value that is no IP address is never a key of its own: the socket's address stands in.
 */
export function resolveClientAddress(header: HeaderReader, socketAddress: string | undefined, trust: ProxyTrust = env()): string {
  const socket = socketAddress ?? 'unknown';
  if (!trust.TRUST_PROXY) return socket;
  if (trust.TRUST_PROXY_HEADER) return ipAddress(header(trust.TRUST_PROXY_HEADER)) ?? socket;
  // Counted here, not by proxy-addr: it drops empty entries, which moves the count into the client's (decision 0030).
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

/**
 * The IP address a resolved client address names, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a
 * dual-stack socket shows an IPv4 client) as the IPv4 address it carries; undefined for anything else
 * ('unknown'). A zone (`fe80::1%eth0`) is dropped: it names an interface of this host, not the client.
 */
export function clientIp(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.split('%', 1)[0]!;
  if (isIP(bare) === 0) return undefined;
  const ip = ipaddr.parse(bare);
  return ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
}

/** The prefix of an IPv6 client's address that the limits count as one client. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * What every per-address limit counts a client by (decision 0023): an IPv4 address as it is, an IPv6 client by
 * its /64 – a subscriber is given at least a whole /64 and picks addresses in it at will, so counting each
 * address alone let one client rotate past every limit. Anything that is no IP address is its own key.
 */
export function clientKey(address: string): string {
  const ip = clientIp(address);
  if (!ip) return address;
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${IPV6_CLIENT_PREFIX}`).toString()}/${IPV6_CLIENT_PREFIX}`;
}
