import { describe, expect, it } from 'vitest';
import { clientKey, resolveClientAddress, type ProxyTrust } from './client-address.ts';

const SOCKET = '10.0.0.5';
const direct: ProxyTrust = { TRUST_PROXY: false, TRUST_PROXY_HOPS: 1, TRUST_PROXY_HEADER: undefined };
const oneProxy: ProxyTrust = { ...direct, TRUST_PROXY: true };
const twoProxies: ProxyTrust = { ...oneProxy, TRUST_PROXY_HOPS: 2 };
const realIp: ProxyTrust = { ...oneProxy, TRUST_PROXY_HEADER: 'X-Real-IP' };

/** The address resolved from these request headers (names in any case, as HTTP has them). */
const resolve = (headers: Record<string, string>, trust: ProxyTrust) => {
  const byName = new Headers(headers);
  return resolveClientAddress((name) => byName.get(name), SOCKET, trust);
};

describe('resolveClientAddress (decision 0030)', () => {
  it('believes no header without a trusted proxy', () => {
    expect(resolve({ 'X-Forwarded-For': '203.0.113.99', 'X-Real-IP': '203.0.113.98' }, direct)).toBe(SOCKET);
  });

  it('takes the entry the proxy appended, whatever the client wrote left of it', () => {
    for (let n = 1; n <= 20; n += 1) expect(resolve({ 'X-Forwarded-For': `192.0.2.${n}, 203.0.113.99` }, oneProxy)).toBe('203.0.113.99');
    expect(resolve({ 'X-Forwarded-For': '203.0.113.99' }, oneProxy)).toBe('203.0.113.99');
  });

  it('skips the entries of further trusted proxies', () => {
    expect(resolve({ 'X-Forwarded-For': '192.0.2.1, 203.0.113.99, 198.51.100.2' }, twoProxies)).toBe('203.0.113.99');
    // Past the outer proxy, only the inner one wrote an entry: it is still not the client's own.
    expect(resolve({ 'X-Forwarded-For': '203.0.113.99' }, twoProxies)).toBe('203.0.113.99');
  });

  it('reads X-Forwarded-For sent as several header lines as one list', () => {
    const headers = new Headers([
      ['X-Forwarded-For', '192.0.2.1'],
      ['X-Forwarded-For', '203.0.113.99'],
    ]);
    expect(resolveClientAddress((name) => headers.get(name), SOCKET, oneProxy)).toBe('203.0.113.99');
  });

  it('reads the header the operator named instead, and X-Forwarded-For not at all', () => {
    expect(resolve({ 'X-Real-IP': '203.0.113.99', 'X-Forwarded-For': '192.0.2.1' }, realIp)).toBe('203.0.113.99');
    expect(resolve({ 'X-Forwarded-For': '192.0.2.1' }, realIp)).toBe(SOCKET);
  });

  it('takes an address with the port some proxies add, IPv6 included', () => {
    expect(resolve({ 'X-Forwarded-For': '192.0.2.1, 203.0.113.99:51234' }, oneProxy)).toBe('203.0.113.99');
    expect(resolve({ 'X-Forwarded-For': '[2001:db8::7]:443' }, oneProxy)).toBe('2001:db8::7');
    expect(resolve({ 'X-Forwarded-For': '2001:db8::7' }, oneProxy)).toBe('2001:db8::7');
  });

  it('refuses a list in the named header, as a client adding a second X-Real-IP line would make it', () => {
    expect(resolve({ 'X-Real-IP': '192.0.2.1, 203.0.113.99' }, realIp)).toBe(SOCKET);
  });

  it.each(['', 'unknown', 'client-7', '999.1.1.1', '203.0.113.99 x', '203.0.113.99:port', '<script>'])(
    "refuses %j as an address: the socket's stands in",
    (value) => {
      expect(resolve({ 'X-Real-IP': value }, realIp)).toBe(SOCKET);
      expect(resolve({ 'X-Forwarded-For': `192.0.2.1,${value}` }, oneProxy)).toBe(SOCKET);
    },
  );
});

describe('clientKey (decision 0023: what the limits count a client by)', () => {
  it('counts every address of one IPv6 /64 as one client, whatever its spelling', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2::ffff',
        '2001:db8:1:2:a:b:c:d',
        '2001:0DB8:0001:0002:0000:0000:0000:0009',
        '2001:db8:1:2::7%eth0',
      ].map(clientKey),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('keeps apart the /64s next to each other', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address, in every spelling, as the IPv4 address it carries', () => {
    for (const mapped of ['::ffff:198.51.100.9', '::FFFF:198.51.100.9', '::ffff:c633:6409', '0:0:0:0:0:ffff:198.51.100.9'])
      expect(clientKey(mapped)).toBe('198.51.100.9');
  });

  it('keeps IPv4 addresses whole, and anything that is no address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).toBe('203.0.113.8');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
