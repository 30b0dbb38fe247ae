import { describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

// Decision 0023: every per-address limit counted each IPv6 address alone, so 20 requests from 20 addresses of one
// /64 were never limited, operator sign-in included. An IPv6 client is its /64; an IPv4-mapped address its IPv4.
const CONTACT_LIMIT = 5;
const SIGN_IN_LIMIT = 4;
const ROTATIONS = 20;
const message = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'de' };

describe.each(TEST_ENGINES)('per-address limits of IPv6 clients behind a trusted proxy on $name', (engine) => {
  const server = useBuiltServer(engine, {
    TRUST_PROXY: 'true',
    RATE_LIMIT_CONTACT: `${CONTACT_LIMIT}/600`,
    RATE_LIMIT_OPERATOR_SIGN_IN: `${SIGN_IN_LIMIT}/600`,
  });
  const post = (pathname: string, forwardedFor: string, body: object) =>
    fetch(`${server().origin}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify(body),
    });
  /** The statuses of one request from each of `count` addresses of the /64 `prefix` (…::1, …::2, …). */
  const rotating = async (pathname: string, prefix: string, body: object) => {
    const statuses: number[] = [];
    for (let n = 1; n <= ROTATIONS; n += 1)
      statuses.push((await post(pathname, `${prefix}:${n.toString(16)}:${(n * 7).toString(16)}:0:${n}`, body)).status);
    return statuses;
  };

  it('limits contact messages from addresses rotating within one /64', async () => {
    expect(await rotating('/api/contact', '2001:db8:1:2', message)).toEqual([
      ...Array<number>(CONTACT_LIMIT).fill(200),
      ...Array<number>(ROTATIONS - CONTACT_LIMIT).fill(429),
    ]);
    // The next /64 is another client.
    expect((await post('/api/contact', '2001:db8:1:3::1', message)).status).toBe(200);
  });

  it('limits the operator sign-in from addresses rotating within one /64', async () => {
    expect(await rotating('/api/operator/sign-in-options', '2001:db8:5:6', {})).toEqual([
      ...Array<number>(SIGN_IN_LIMIT).fill(200),
      ...Array<number>(ROTATIONS - SIGN_IN_LIMIT).fill(429),
    ]);
  });

  it('counts an IPv4-mapped IPv6 address and its IPv4 address as one client', async () => {
    const spellings = ['198.51.100.9', '::ffff:198.51.100.9', '::FFFF:c633:6409', '0:0:0:0:0:ffff:198.51.100.9'];
    const statuses: number[] = [];
    for (let n = 0; n < SIGN_IN_LIMIT + 2; n += 1)
      statuses.push((await post('/api/operator/sign-in-options', spellings[n % spellings.length]!, {})).status);
    expect(statuses).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(200), 429, 429]);
  });
});
