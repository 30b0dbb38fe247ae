import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { reconcile } from '../setup/reconcile.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTcpProxy, type TcpProxy } from '../setup/tcp-proxy.ts';

// Decision 0011: PostgreSQL restarts and failovers (the proxy cuts every connection and refuses new ones,
// as a restarting server does), a server started while PostgreSQL is down, and what visitors get meanwhile.
const postgres = TEST_ENGINES.find((engine) => engine.name === 'postgres');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function behindProxy(options: { startDown?: boolean } = {}): Promise<{ database: TestDatabase; proxy: TcpProxy; url: string }> {
  const database = await postgres!.create();
  cleanups.push(() => database.drop());
  const target = new URL(database.url!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, options);
  cleanups.push(() => proxy.close());
  const url = new URL(database.url!);
  url.host = `127.0.0.1:${proxy.port}`;
  return { database, proxy, url: url.href };
}

function serverOn(url: string, env: Record<string, string> = {}, waitFor: 'health' | 'listening' = 'health'): Promise<RunningServer> {
  return startBuiltServer({ DATABASE_URL: url, RATE_LIMIT_CONTACT: '100000/60', MAIL_POLL_INTERVAL_MS: '60000', ...env }, { waitFor }).then(
    (server) => {
      cleanups.push(() => server.stop());
      return server;
    },
  );
}

type Answer = { at: number; status: number; retryAfter: string | null; body: { success?: boolean; message?: string; code?: string } };

async function postContact(origin: string, lang: 'de' | 'en'): Promise<Answer> {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Outage Test',
      email: `outage-${randomUUID()}@example.com`,
      message: 'Eine Nachricht während einer Störung.',
      lang,
    }),
  });
  return {
    at: Date.now(),
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
  };
}

describe.skipIf(!postgres)('PostgreSQL going away under load (decision 0011)', () => {
  it('survives 5 of 5 restarts at 4 concurrent clients: 503 with Retry-After meanwhile, back within 5 s, nothing accepted lost', async () => {
    const { database, proxy, url } = await behindProxy();
    const server = await serverOn(url);
    const answers: Answer[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, index) => {
      while (running) {
        try {
          answers.push(await postContact(server.origin, index % 2 === 0 ? 'de' : 'en'));
        } catch {
          answers.push({ at: Date.now(), status: 0, retryAfter: null, body: {} });
        }
      }
    });
    const recoveries: number[] = [];
    for (let restart = 0; restart < 5; restart++) {
      await sleep(700);
      await proxy.down();
      await sleep(1500);
      await proxy.up();
      const back = Date.now();
      while (!answers.some((answer) => answer.at > back && answer.status === 200) && Date.now() - back < 15_000) await sleep(50);
      recoveries.push((answers.find((answer) => answer.at > back && answer.status === 200)?.at ?? Infinity) - back);
    }
    running = false;
    await Promise.all(clients);

    expect(server.exitCodeNow()).toBeNull();
    expect(
      recoveries.every((ms) => ms <= 5000),
      `first success after each return (ms): ${recoveries.join(', ')}`,
    ).toBe(true);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    // Every refusal is a 503 JSON answer with Retry-After in the request's language; nothing else (no 500, no dropped connection).
    expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(
      refused.every((answer) => answer.retryAfter !== null && answer.body.success === false && answer.body.code === 'unavailable'),
    ).toBe(true);
    expect(refused.some((answer) => answer.body.message?.startsWith('The service is unavailable'))).toBe(true);
    expect(refused.some((answer) => answer.body.message?.startsWith('Der Dienst ist gerade nicht erreichbar'))).toBe(true);

    const accepted = answers.filter((answer) => answer.status === 200).length;
    const reconciliation = await reconcile(database);
    // A message whose commit went through as its connection was cut was told 503 but is stored: never the other way round.
    expect(reconciliation).toMatchObject({ withoutMail: 0, mailWithoutMessage: 0 });
    expect(reconciliation.messages).toBeGreaterThanOrEqual(accepted);
    expect(reconciliation.messages - accepted).toBeLessThanOrEqual(4 * 5);
  }, 120_000);

  it('while PostgreSQL is down, pages without JavaScript answer 503 with the form and the message in the visitor’s language; static pages 200', async () => {
    const { proxy, url } = await behindProxy();
    const server = await serverOn(url);
    await proxy.down();
    const form = new URLSearchParams({
      name: 'Petra Beispiel',
      email: 'petra@example.com',
      message: 'Bitte rufen Sie mich zurück, danke.',
      lang: 'en',
    });
    const page = await fetch(`${server.origin}/en/contact/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body: form,
    });
    expect(page.status).toBe(503);
    expect(page.statusText).toBe('Service Unavailable');
    const html = await page.text();
    expect(html).toContain('The service is unavailable just now.');
    expect(html).toContain('Bitte rufen Sie mich zurück, danke.');
    expect((await fetch(`${server.origin}/en/`)).status).toBe(200);
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(503);
    const tiers = await fetch(`${server.origin}/api/tiers`, { headers: { 'accept-language': 'en' } });
    expect(tiers.status).toBe(503);
    expect(((await tiers.json()) as { message: string }).message).toMatch(/^The service is unavailable/);
    await proxy.up();
  }, 60_000);

  it('a server started while PostgreSQL is down keeps trying, answers health 503 meanwhile, and serves once it is back', async () => {
    const { proxy, url } = await behindProxy({ startDown: true });
    const server = await serverOn(url, {}, 'listening');
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(503);
    expect((await fetch(`${server.origin}/en/`)).status).toBe(200);
    await sleep(1500);
    await proxy.up();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000 && status !== 200) {
      status = (await fetch(`${server.origin}/api/health`)).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect((await postContact(server.origin, 'en')).status).toBe(200);
  }, 60_000);

  it('gives up with a clear message when PostgreSQL stays away for DATABASE_STARTUP_TIMEOUT_MS', async () => {
    const { url } = await behindProxy({ startDown: true });
    const server = await serverOn(url, { DATABASE_STARTUP_TIMEOUT_MS: '1500' }, 'listening');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The database could not be reached within 1500 ms');
  }, 60_000);
});
