import { describe, expect, it } from 'vitest';
import { networkList } from '../config/network-list.ts';
import { OPERATOR_SESSION_COOKIE } from '../console/access/operator-sessions.service.ts';
import { hasOperatorSession, inNetworks, isOwnVisit } from './own-visits.ts';

const FIRM = networkList.parse('203.0.113.0/24,2001:db8:1::/48,198.51.100.7');

describe("the firm's own visits (decision 0048)", () => {
  it("a request with the console's session cookie, wherever it stands in the header", () => {
    expect(hasOperatorSession(`${OPERATOR_SESSION_COOKIE}=abc`)).toBe(true);
    expect(hasOperatorSession(`theme=dark; ${OPERATOR_SESSION_COOKIE}=abc; lang=en`)).toBe(true);
    expect(hasOperatorSession(`theme=dark;${OPERATOR_SESSION_COOKIE}=abc`)).toBe(true);
  });

  it('not a request without it, with it empty, or with a cookie whose name only contains it', () => {
    for (const cookie of [
      undefined,
      null,
      '',
      'theme=dark',
      `${OPERATOR_SESSION_COOKIE}=`,
      `${OPERATOR_SESSION_COOKIE}=; x=1`,
      `x${OPERATOR_SESSION_COOKIE}=abc`,
    ])
      expect(hasOperatorSession(cookie), String(cookie)).toBe(false);
  });

  it("an address in the firm's networks, however it is written", () => {
    for (const address of [
      '203.0.113.9',
      '::ffff:203.0.113.9',
      '::ffff:cb00:7109',
      '2001:db8:1:2::5',
      '2001:0db8:0001:0000::5',
      '198.51.100.7',
    ])
      expect(inNetworks(address, FIRM), address).toBe(true);
    for (const address of ['203.0.114.9', '198.51.100.8', '2001:db8:2::5', '::1', 'unknown'])
      expect(inNetworks(address, FIRM), address).toBe(false);
    expect(inNetworks('203.0.113.9', [])).toBe(false);
  });

  it('either is enough', () => {
    expect(isOwnVisit('192.0.2.1', `${OPERATOR_SESSION_COOKIE}=abc`, [])).toBe(true);
    expect(isOwnVisit('203.0.113.9', undefined, FIRM)).toBe(true);
    expect(isOwnVisit('192.0.2.1', 'theme=dark', FIRM)).toBe(false);
  });
});
