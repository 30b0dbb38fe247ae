import { describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

describe.each(TEST_ENGINES)('read API and security events on $name', (engine) => {
  const server = useBuiltServer(engine);

  it('GET /api/tiers answers the tier availability records of spec §3', async () => {
    const response = await fetch(`${server().origin}/api/tiers`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual([
      { tier: 'early_access', total_slots: 25, accepted_count: 8, available_slots: 17 },
      { tier: 'founders_beta', total_slots: 3, accepted_count: 3, available_slots: 0 },
    ]);
  });

  it("GET /api/health reports the database, the mail backlog and the assistant's counts", async () => {
    const response = await fetch(`${server().origin}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      engine: engine.name,
      outbox: { pending: 0, failed: 0, oldestPendingSeconds: null },
      chat: { answered: 0, declined: 0, stance: 0, modelAnswers: 0, modelFallbacks: 0, refused: 0, errors: 0 },
    });
  });

  it('POST /api/security-events answers 202, also for events it does not keep', async () => {
    const send = (body: unknown) =>
      fetch(`${server().origin}/api/security-events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await send({ event_type: 'suspicious_navigation', user_identifier: 'anonymous', event_data: { url: '/x' }, severity: 'low' }))
        .status,
    ).toBe(202);
    expect((await send({ event_type: '<b>' })).status).toBe(202);
    // NUL characters, which PostgreSQL refuses in text and JSON, are dropped rather than failing the request.
    expect(
      (await send({ event_type: 'application_error', user_agent: 'x\u0000', event_data: { message: 'a\u0000b', ['k\u0000']: ['\u0000'] } }))
        .status,
    ).toBe(202);
    expect((await fetch(`${server().origin}/api/security-events`)).status).toBe(405);
  });
});
