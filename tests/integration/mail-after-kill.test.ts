import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../setup/database.ts';
import { startBuiltServer } from '../setup/server.ts';
import { startTestSmtp } from '../setup/smtp.ts';

// Decision 0027: a mail claimed by a server killed with -9 mid-send waited for its lease (680 s by default)
// before another process sent it. A restarted server takes it over as soon as it runs.
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_ENGINES)('a mail on the wire when its server is killed, on $name (decision 0027)', (engine) => {
  it('is sent by the restarted server within seconds, not after the lease', async () => {
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.close());
    cleanups.push(() => smtp.releaseStalled());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-mail-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = engine.name === 'postgres' ? await engine.create() : undefined;
    if (database) cleanups.push(() => database.drop());
    const settings = {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '200',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    };

    smtp.stallNextData(1);
    const first = await startBuiltServer(settings);
    const response = await fetch(`${first.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kill Test', email: 'kill-test@example.com', message: 'Eine Nachricht vor dem Absturz.', lang: 'de' }),
    });
    expect(response.status).toBe(200);
    // The notification is on the wire, its DATA never answered, when the process dies.
    for (let waited = 0; waited < 5000 && smtp.received.length === 0; waited += 100) await sleep(100);
    first.signal('SIGKILL');
    await first.exited;
    // The stalled DATA is never answered: what arrives from here on was sent by the restarted server.
    const received = smtp.received.length;

    const restarted = await startBuiltServer(settings);
    cleanups.push(() => restarted.stop());
    const since = Date.now();
    while (smtp.received.length === received && Date.now() - since < 15_000) await sleep(100);
    expect(smtp.received.length, 'mails received after the restart').toBeGreaterThan(received);
    expect(Date.now() - since).toBeLessThan(15_000);
  }, 90_000);
});
