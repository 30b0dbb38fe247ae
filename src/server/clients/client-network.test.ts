import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    // decision 0023: an IPv4-mapped address in any spelling is the IPv4 client it carries
    ['::FFFF:198.51.100.9', '198.51.100.0/24'],
    ['::ffff:c633:6409', '198.51.100.0/24'],
    ['0:0:0:0:0:ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0DB8:ABCD:0012:0000:0000:0000:0001', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['::1', '::/48'],
    ['unknown', null],
  ])('%s → %s', (address, network) => expect(clientNetwork(address)).toBe(network));
});
