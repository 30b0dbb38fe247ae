import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { networkList } from './network-list.ts';

const written = (value: string) => networkList.parse(value).map(([ip, prefix]) => `${ip.toString()}/${prefix}`);

describe('a list of networks in the settings (ANALYTICS_EXCLUDED_NETWORKS)', () => {
  it('reads CIDR blocks and single addresses, separated by commas, spaces allowed', () => {
    expect(written('203.0.113.0/24, 2001:db8:1::/48,198.51.100.7 ,2001:db8::1')).toEqual([
      '203.0.113.0/24',
      '2001:db8:1::/48',
      '198.51.100.7/32',
      '2001:db8::1/128',
    ]);
  });

  it('takes an IPv4-mapped IPv6 block as the IPv4 block it carries', () => {
    expect(written('::ffff:192.0.2.0/120,::ffff:192.0.2.9')).toEqual(['192.0.2.0/24', '192.0.2.9/32']);
  });

  it('is empty when unset or blank', () => {
    expect(written('')).toEqual([]);
    expect(written(' , ')).toEqual([]);
    expect(parseEnv({}).ANALYTICS_EXCLUDED_NETWORKS).toEqual([]);
  });

  it.each(['office', '10', '0xa.0.0.1', '192.0.2.0/33', '2001:db8::/129', '192.0.2.0/24/8', '192.0.2.0/', '192.0.2.0/x'])(
    'refuses %s, and the server does not start with it',
    (value) => {
      expect(networkList.safeParse(value).success).toBe(false);
      expect(() => parseEnv({ ANALYTICS_EXCLUDED_NETWORKS: `203.0.113.0/24,${value}` })).toThrow(/ANALYTICS_EXCLUDED_NETWORKS/);
    },
  );
});
