import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../setup/database.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy.ts';

// Decision 0027: a request that arrives while the database is still starting, or while it is away, gets 503 with
// Retry-After; once the database serves again, the next request to every form endpoint is served. Before, the
// first use built the endpoint's rate limiter during the outage, its failure was kept, and the endpoint
// answered 503 until the process restarted while health said "ok".
const postgres = TEST_ENGINES.find((engine) => engine.name === 'postgres');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

type Endpoint = { name: string; send: (origin: string) => Promise<Response>; served: number };

const json = (origin: string, path: string, body: Record<string, unknown>) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One request to each endpoint whose first use builds a rate limiter, with the status a served request answers. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'contact',
    served: 200,
    send: (origin) =>
      json(origin, '/api/contact', {
        name: 'Start Test',
        email: `start-${randomUUID()}@example.com`,
        message: 'Eine Nachricht beim Start.',
        lang: 'de',
      }),
  },
  {
    name: 'contact without JavaScript',
    served: 200,
    send: (origin) =>
      fetch(`${origin}/en/contact/send`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          name: 'Start Test',
          email: `start-${randomUUID()}@example.com`,
          message: 'A message during the start.',
          lang: 'en',
        }),
      }),
  },
  {
    name: 'newsletter',
    served: 200,
    send: (origin) => json(origin, '/api/newsletter', { email: `start-${randomUUID()}@example.com`, lang: 'en' }),
  },
  {
    name: 'waiting list',
    served: 200,
    send: (origin) =>
      json(origin, '/api/waitlist', { email: `start-${randomUUID()}@example.com`, tier: 'early_access', consent: true, lang: 'en' }),
  },
  { name: 'security events', served: 202, send: (origin) => json(origin, '/api/security-events', { event_type: 'bot_activity' }) },
];

const LIMITS = {
  RATE_LIMIT_CONTACT: '1000/60',
  RATE_LIMIT_NEWSLETTER: '1000/60',
  RATE_LIMIT_WAITLIST: '1000/60',
  MAIL_POLL_INTERVAL_MS: '60000',
};

/** Sends one request to every endpoint; each answer is either served or a 503 with Retry-After, never anything else. */
async function sendEach(origin: string): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  await Promise.all(
    ENDPOINTS.map(async (endpoint) => {
      const response = await endpoint.send(origin);
      await response.arrayBuffer();
      if (response.status === 503) expect(response.headers.get('retry-after'), endpoint.name).not.toBeNull();
      else expect(response.status, endpoint.name).toBe(endpoint.served);
      statuses.set(endpoint.name, response.status);
    }),
  );
  return statuses;
}

async function untilHealthy(origin: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${origin}/api/health`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('health never said ok');
    await sleep(100);
  }
}

/** After health says ok, every endpoint serves its next request. */
async function expectEveryEndpointServes(origin: string): Promise<void> {
  const statuses = await sendEach(origin);
  expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint.served])));
}

describe('the embedded database starting (decision 0027)', () => {
  it('requests during the start get 503; every form endpoint serves once health says ok', async () => {
    // The start lasts a moment, and the moment the server listens is found by polling: on a fast machine its database
    // can be ready before the first request arrives. Such a start met nothing; another server is started (at most 5).
    for (let start = 0; start < 5; start++) {
      const server = await startBuiltServer(LIMITS, { waitFor: 'listening' });
      cleanups.push(() => server.stop());
      // Traffic from the moment the server listens until it is ready.
      const refusedDuringStart = new Set<string>();
      let ready: boolean;
      do {
        for (const [name, status] of await sendEach(server.origin)) if (status === 503) refusedDuringStart.add(name);
        ready = (await fetch(`${server.origin}/api/health`)).status === 200;
      } while (!ready);
      // The database may become ready between two requests of one round: at least one endpoint met the start.
      if (refusedDuringStart.size === 0) continue;
      await expectEveryEndpointServes(server.origin);
      return;
    }
    expect.fail('in 5 starts of the server, no request arrived while its database was starting');
  }, 90_000);
});

describe('kill -9 and restart with traffic from the start (decision 0027)', () => {
  it('every restarted process serves contact submissions once it is ready', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-restarts-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const acceptedPerProcess: number[] = [];
    for (let start = 0; start < 3; start++) {
      const server = await startBuiltServer({ ...LIMITS, DATA_DIR: dataDir }, { waitFor: 'listening' });
      let accepted = 0;
      let ready = false;
      while (!ready) {
        const response = await ENDPOINTS[0]!.send(server.origin);
        await response.arrayBuffer();
        if (response.status === 200) accepted++;
        ready = (await fetch(`${server.origin}/api/health`)).status === 200;
      }
      for (let request = 0; request < 3; request++) {
        const response = await ENDPOINTS[0]!.send(server.origin);
        await response.arrayBuffer();
        if (response.status === 200) accepted++;
      }
      acceptedPerProcess.push(accepted);
      server.signal('SIGKILL');
      await server.exited;
    }
    expect(
      acceptedPerProcess.every((accepted) => accepted >= 3),
      `accepted per process: ${acceptedPerProcess.join(', ')}`,
    ).toBe(true);
  }, 120_000);
});

describe.skipIf(!postgres)('PostgreSQL away while the endpoints are first used (decision 0027)', () => {
  async function behindProxy(startDown: boolean): Promise<{ proxy: TcpProxy; server: RunningServer }> {
    const database = await postgres!.create();
    cleanups.push(() => database.drop());
    const target = new URL(database.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, { startDown });
    cleanups.push(() => proxy.close());
    const url = new URL(database.url!);
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await startBuiltServer({ DATABASE_URL: url.href, ...LIMITS }, { waitFor: startDown ? 'listening' : 'health' });
    cleanups.push(() => server.stop());
    return { proxy, server };
  }

  /** Every endpoint first used while PostgreSQL is away answers 503; once it is back and health says ok, each serves. */
  async function firstUseDuringOutage({ proxy, server }: { proxy: TcpProxy; server: RunningServer }): Promise<void> {
    const during = await sendEach(server.origin);
    expect([...during.values()]).toEqual(ENDPOINTS.map(() => 503));
    await proxy.up();
    await untilHealthy(server.origin);
    await expectEveryEndpointServes(server.origin);
  }

  it('an instance started while PostgreSQL is down serves every endpoint once it is back', async () => {
    await firstUseDuringOutage(await behindProxy(true));
  }, 90_000);

  it('a running instance whose endpoints were first used during a stop serves them after recovery', async () => {
    const running = await behindProxy(false);
    await running.proxy.down();
    await firstUseDuringOutage(running);
  }, 90_000);
});
