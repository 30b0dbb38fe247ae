import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { seedSubscribers, startTestCampaign, waitUntil } from '../setup/campaigns.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTestSmtp } from '../setup/smtp.ts';

// Decision 0041: the disk under the embedded database fills during a campaign's send.
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const SUBSCRIBERS = 40;
const CONCURRENCY = 2;
const MARKS_BEFORE_FULL = 10;

/** The embedded database of `dataDir`, opened while no server runs, for `change`. */
async function withEmbedded(dataDir: string, change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await change(handle.db);
  } finally {
    await handle.close();
  }
}

async function serve(env: Record<string, string>, waitFor: 'health' | 'listening' = 'health'): Promise<RunningServer> {
  const server = await startBuiltServer(
    { MAIL_POLL_INTERVAL_MS: '200', MAIL_CONCURRENCY: String(CONCURRENCY), SHUTDOWN_GRACE_MS: '3000', ...env },
    { waitFor },
  );
  cleanups.push(() => server.stop());
  return server;
}

describe('a full disk under the embedded database during a campaign (decision 0041)', () => {
  it('fails health, exits 75 and sends nothing after the mails on the wire; the restart sends each subscriber the rest once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-disk-full-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startTestSmtp();
    cleanups.push(() => smtp.close());
    smtp.answerDataAfter(40);
    await (await serve({ DATA_DIR: dataDir })).stop();
    // From the tenth mail marked sent on, every "sent" mark fails as a full disk fails a write.
    await withEmbedded(dataDir, async (db) => {
      await seedSubscribers(db, SUBSCRIBERS);
      await startTestCampaign(db);
      await db.execute(
        sql.raw(`create function refuse_when_full() returns trigger language plpgsql as $$
          begin
            if new.status = 'sent' and (select count(*) from newsletter_deliveries where status = 'sent') >= ${MARKS_BEFORE_FULL} then
              raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = '53100';
            end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql`create trigger refuse_when_full before update on newsletter_deliveries for each row execute function refuse_when_full()`,
      );
    });

    // It may fail its health before the first answer: it is waited for only until it listens.
    const server = await serve({ DATA_DIR: dataDir, SMTP_URL: smtp.url }, 'listening');
    const healthAfterFault: number[] = [];
    let faulted = false;
    const watchUntil = Date.now() + 60_000;
    const watchHealth = (async () => {
      while (server.exitCodeNow() === null && Date.now() < watchUntil) {
        if (server.output().includes('database_fault')) faulted = true;
        const status = await fetch(`${server.origin}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
        if (faulted) healthAfterFault.push(status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000))]);
    await watchHealth;
    expect(code, server.output()).toBe(75);
    expect(healthAfterFault.filter((status) => status === 200)).toEqual([]);
    // What went out: the marked ones and at most those on the wire when the disk filled.
    expect(smtp.received.length).toBeLessThanOrEqual(MARKS_BEFORE_FULL + CONCURRENCY);

    // Space again: the restart takes over the dead process's claims and sends the rest.
    await withEmbedded(dataDir, (db) => db.execute(sql`drop trigger refuse_when_full on newsletter_deliveries`));
    await serve({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    await waitUntil(() => new Set(smtp.received.map((mail) => mail.to[0])).size === SUBSCRIBERS, 30_000, 'every subscriber to be mailed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Sent twice at most: the mails that went out while their marks could not be written.
    expect(smtp.received.length - SUBSCRIBERS).toBeLessThanOrEqual(CONCURRENCY);
  }, 240_000);
});
