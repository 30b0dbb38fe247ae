import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** A network as the settings name it: its address and prefix length (a single address is a network of one). */
export type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * One entry of a network list: a CIDR block (`203.0.113.0/24`, `2001:db8:1::/48`) or one address. An
 * IPv4-mapped IPv6 block is taken as the IPv4 block it carries, as client addresses are (`clientIp`).
 */
export function parseNetwork(entry: string): Network | undefined {
  const [address = '', prefixLength, ...rest] = entry.split('/');
  // Only an address as written in URLs and logs (ipaddr.js would also take `10` or `0xa.1` as an IPv4 address).
  if (isIP(address) === 0 || rest.length > 0 || (prefixLength !== undefined && !/^\d{1,3}$/.test(prefixLength))) return undefined;
  let network: Network;
  try {
    if (entry.includes('/')) network = ipaddr.parseCIDR(entry);
    else {
      const ip = ipaddr.parse(entry);
      network = [ip, ip.kind() === 'ipv4' ? 32 : 128];
    }
  } catch {
    return undefined;
  }
  const [ip, prefix] = network;
  return ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress() && prefix >= 96 ? [ip.toIPv4Address(), prefix - 96] : network;
}

/** Comma-separated networks (CIDR blocks or addresses), parsed; empty means none, and any entry that is neither is refused. */
export const networkList = z
  .string()
  .default('')
  .transform((value, context) => {
    const networks: Network[] = [];
    for (const entry of value
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const network = parseNetwork(entry);
      if (network) networks.push(network);
      else
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is no network: give CIDR blocks or addresses separated by commas, e.g. 203.0.113.0/24,2001:db8:1::/48`,
        });
    }
    return networks;
  });
