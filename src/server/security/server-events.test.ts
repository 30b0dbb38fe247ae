import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { securityEvents } from '../db/schema.ts';
import { SERVER_EVENT_THROTTLE } from './event-throttle.ts';
import { forgetServerEventBursts, recordServerEvent } from './server-events.service.ts';

describe.each(TEST_ENGINES)('the server’s own security events on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(forgetServerEventBursts);
  const rows = () => db().db.select().from(securityEvents).orderBy(securityEvents.id);

  // decision 0024: 1,200 refused sign-in requests stored 1,225 rows, and a csrf_attempt carried no network.
  it('stores a client’s first events with its network, then counts the flood on one row', async () => {
    const clientAddress = '192.0.2.10';
    const event = {
      type: 'authentication_failure',
      clientAddress,
      userAgent: 'Flood/1.0',
      data: { ceremony: 'sign_in', reason: 'rate_limited' },
    } as const;
    await Promise.all(Array.from({ length: 300 }, () => recordServerEvent(db().db, event)));
    const stored = await rows();
    expect(stored).toHaveLength(SERVER_EVENT_THROTTLE.perClient + 1);
    expect(
      stored.every((row) => row.clientNetwork === '192.0.2.0/24' && row.eventType === 'authentication_failure' && row.severity === 'high'),
    ).toBe(true);
    // Inserted concurrently, the counting row need not be the last one.
    const counting = stored.filter((row) => (row.eventData as { repeated?: number }).repeated !== undefined);
    expect(counting).toHaveLength(1);
    expect(counting[0]?.eventData).toMatchObject({
      repeated: 300 - SERVER_EVENT_THROTTLE.perClient,
      kinds: [{ ceremony: 'sign_in', reason: 'rate_limited', count: 300 - SERVER_EVENT_THROTTLE.perClient }],
    });
  });

  it('counts the addresses of one IPv6 /64 as one client, as the rate limits do', async () => {
    const rotating = Array.from({ length: 40 }, (_, n) => `2001:db8:a:1::${(n + 1).toString(16)}`);
    for (const clientAddress of rotating)
      await recordServerEvent(db().db, { type: 'csrf_attempt', clientAddress, data: { path: '/admin/operators' } });
    const stored = await rows();
    expect(stored).toHaveLength(SERVER_EVENT_THROTTLE.perClient + 1);
    expect(stored.every((row) => row.clientNetwork !== null)).toBe(true);
  });

  it('counts a flood from many addresses on one shared row once all clients together used their allowance', async () => {
    const addresses = Array.from({ length: 200 }, (_, n) => `198.51.${n}.7`);
    for (const clientAddress of addresses)
      await recordServerEvent(db().db, { type: 'authentication_failure', clientAddress, data: { reason: 'cross_site' } });
    const stored = await rows();
    expect(stored).toHaveLength(SERVER_EVENT_THROTTLE.overall + 1);
    const shared = stored.find((row) => (row.eventData as { repeated?: number }).repeated !== undefined);
    expect(shared?.eventData).toMatchObject({
      repeated: 200 - SERVER_EVENT_THROTTLE.overall,
      networks: expect.arrayContaining(['198.51.30.0/24', '198.51.31.0/24']),
    });
    expect(stored.every((row) => row.clientNetwork?.startsWith('198.51.'))).toBe(true);
  });

  it('redacts addresses in what it stores', async () => {
    await recordServerEvent(db().db, {
      type: 'csrf_attempt',
      clientAddress: '2001:db8:1:2::9',
      userAgent: 'Bot (anna@example.ch)',
      data: { path: '/admin?to=anna@example.ch' },
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      eventType: 'csrf_attempt',
      severity: 'critical',
      userAgent: 'Bot ([redacted-email])',
      eventData: { path: '/admin?to=[redacted-email]' },
    });
    expect(row?.clientNetwork).toMatch(/^2001:db8:1/);
  });
});
