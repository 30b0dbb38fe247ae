import { Agent, request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileDataDir } from '../setup/reconcile.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// SIGTERM under keep-alive load at 8 concurrent clients.
const servers: RunningServer[] = [];
afterEach(async () => {
  while (servers.length > 0) await servers.pop()!.stop();
});

type Outcome = { startedAt: number; post: boolean; status: number; error?: string };

function send(agent: Agent, origin: string, index: number): Promise<Outcome> {
  const startedAt = Date.now();
  const post = index % 2 === 0;
  const body = JSON.stringify({
    name: 'Shutdown Test',
    email: `shutdown-${index}@example.com`,
    message: 'Eine Nachricht während des Herunterfahrens.',
    lang: 'de',
  });
  return new Promise((resolve) => {
    const req = request(
      `${origin}${post ? '/api/contact' : '/en/'}`,
      { agent, method: post ? 'POST' : 'GET', headers: post ? { 'content-type': 'application/json' } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ startedAt, post, status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ startedAt, post, status: 0, error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ startedAt, post, status: 0, error: error.code ?? error.message }));
    req.end(post ? body : undefined);
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM under keep-alive load: every request started before the signal is answered, exit 0, and every mail goes out once', async () => {
    const server = await startBuiltServer({ RATE_LIMIT_CONTACT: '100000/60', MAIL_POLL_INTERVAL_MS: '100', SHUTDOWN_GRACE_MS: '10000' });
    servers.push(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    let signalledAt = Infinity;
    let counter = 0;
    const clients = Array.from({ length: 8 }, async () => {
      while (Date.now() < signalledAt + 1500) {
        const outcome = await send(agent, server.origin, counter++);
        outcomes.push(outcome);
        if (outcome.status === 0 && outcome.startedAt > signalledAt) break;
      }
    });
    // The signal comes once the load is under way: at least 1.5 s and 60 answers, however busy the machine.
    const loadFrom = Date.now();
    while ((Date.now() < loadFrom + 1500 || outcomes.length < 60) && Date.now() < loadFrom + 30_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    signalledAt = Date.now();
    server.signal('SIGTERM');
    await Promise.all(clients);
    agent.destroy();

    const before = outcomes.filter((outcome) => outcome.startedAt < signalledAt);
    expect(before.length).toBeGreaterThan(50);
    expect(before.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect(await server.exited).toBe(0);

    // The next start sends what was left; no mail file is written twice for one outbox row.
    const next = await startBuiltServer({ DATA_DIR: server.dataDir, MAIL_POLL_INTERVAL_MS: '100' });
    servers.push(next);
    const accepted = outcomes.filter((outcome) => outcome.post && outcome.status === 200).length;
    const mailDir = path.join(server.dataDir, 'mail');
    const messageIds = () =>
      readdirSync(mailDir)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => /^Message-ID: (.+)$/im.exec(readFileSync(path.join(mailDir, file), 'utf8'))?.[1]);
    const deadline = Date.now() + 20_000;
    while (messageIds().length < accepted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = messageIds();
    expect(new Set(ids).size).toBe(ids.length);
    await next.stop();
    const reconciliation = await reconcileDataDir(server.dataDir);
    expect(reconciliation).toMatchObject({ withoutMail: 0, mailWithoutMessage: 0 });
    expect(reconciliation.messages).toBeGreaterThanOrEqual(accepted);
  }, 90_000);
});
