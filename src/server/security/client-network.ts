import { isIPv4, isIPv6 } from 'node:net';

function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - front.length - back.length : 0;
  return [...front, ...Array<string>(missing).fill('0'), ...back];
}

/**
 * Reduces a client address to its network, so a stored event tells where roughly it came from
 * without identifying one visitor: IPv4 to /24, IPv6 to /48.
 */
export function clientNetwork(address: string): string | null {
  const plain = address.replace(/^::ffff:/, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`;
  return null;
}
