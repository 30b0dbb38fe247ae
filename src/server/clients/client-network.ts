import ipaddr from 'ipaddr.js';
import { clientIp } from './client-address.ts';

/**
 * Reduces a client address to its network, so a stored event tells where roughly it came from without
 * identifying one visitor: IPv4 (an IPv4-mapped IPv6 address included) to /24, IPv6 to /48, which holds the
 * /64 the limits count an IPv6 client by (decision 0023). Null for anything that is no IP address.
 */
export function clientNetwork(address: string): string | null {
  const ip = clientIp(address);
  if (!ip) return null;
  if (ip.kind() === 'ipv4') return `${ipaddr.IPv4.networkAddressFromCIDR(`${ip.toString()}/24`).toString()}/24`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/48`).toString()}/48`;
}
