import { chmodSync, chownSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../setup/admin-cli.ts';
import { reconcileDataDir } from '../setup/reconcile.ts';
import { startBuiltServer, type RunningServer, type StartOptions } from '../setup/server.ts';

// Decision 0011: the embedded database fails loudly, never silently.
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

function dataDirectory(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-fault-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function serve(dataDir: string, options?: StartOptions): Promise<RunningServer> {
  const server = await startBuiltServer({ DATA_DIR: dataDir, MAIL_POLL_INTERVAL_MS: '60000' }, options);
  cleanups.push(() => server.stop());
  return server;
}

const contact = (origin: string, index: number) =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Fault Test',
      email: `fault-${index}@example.com`,
      message: 'Eine Nachricht für den Fehlertest.',
      lang: 'de',
    }),
  });

/** Starts the server expecting it to refuse: its exit code and what it said. */
async function refusedStart(dataDir: string, options?: StartOptions): Promise<{ code: number | null; output: string }> {
  // The server refuses before it listens, or (while it still starts) just after.
  return startBuiltServer({ DATA_DIR: dataDir }, { waitFor: 'listening', ...options }).then(
    async (running) => ({ code: await running.exited, output: running.output() }),
    (error: Error) => ({ code: Number(/server exited with (\d+)/.exec(error.message)?.[1] ?? -1), output: error.message }),
  );
}

describe('the embedded database fails loudly (decision 0011)', () => {
  it('a database directory removed while the server runs: no more submission answered as stored, and the next start refuses instead of creating an empty one', async () => {
    const dataDir = dataDirectory();
    const first = await serve(dataDir);
    expect((await contact(first.origin, 0)).status).toBe(200);
    rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
    const after = [];
    for (let index = 1; index <= 5; index++)
      after.push(
        await contact(first.origin, index).then(
          (response) => response.status,
          () => 0,
        ),
      );
    expect(after.filter((status) => status === 200)).toEqual([]);
    // The server stops so that its supervisor restarts it; the restart refuses the missing database.
    expect(await first.exited).not.toBe(0);
    const second = await startBuiltServer({ DATA_DIR: dataDir }, { waitFor: 'listening' }).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect(readdirSync(dataDir)).not.toContain('db');
  }, 90_000);

  it('refuses to create a database beside the files of an earlier one, and starts on an empty directory', async () => {
    const dataDir = dataDirectory();
    mkdirSync(path.join(dataDir, 'mail'));
    writeFileSync(path.join(dataDir, 'mail', 'earlier.eml'), 'Subject: earlier\n');
    const server = await refusedStart(dataDir);
    expect(server.code).toBe(1);
    expect(server.output).toContain('holds no database but other files of the site (mail)');
    expect(readdirSync(dataDir)).not.toContain('db.identity.json');
    const fresh = await serve(dataDirectory());
    expect((await fetch(`${fresh.origin}/api/health`)).status).toBe(200);
    expect(readdirSync(fresh.dataDir)).toContain('db.identity.json');
  }, 90_000);

  // File permissions hold for the server even when the tests run as root (see enforcePermissions).
  const asRoot = process.getuid?.() === 0;
  const strict: StartOptions = { enforcePermissions: true };

  it('a file the server may not read names itself and the fix at start-up', async () => {
    const dataDir = dataDirectory();
    const running = await serve(dataDir, strict);
    await running.stop();
    const stray = path.join(dataDir, 'db', 'left-by-root');
    writeFileSync(stray, 'x');
    // Another user's file (as an admin command run as root leaves it for the site's user).
    if (asRoot) chownSync(stray, 12_345, 12_345);
    chmodSync(stray, asRoot ? 0o600 : 0o000);
    const { code, output } = await refusedStart(dataDir, strict);
    expect(code).toBe(1);
    expect(output).toContain(`${stray} cannot be read and written by this process`);
    expect(output).toContain('chown -R');
  }, 90_000);

  it.runIf(asRoot)(
    "an admin command run as another user than the data directory's owner refuses and writes nothing there",
    async () => {
      const dataDir = dataDirectory();
      const running = await serve(dataDir, strict);
      expect((await contact(running.origin, 0)).status).toBe(200);
      await running.stop();
      const entries = () => [
        dataDir,
        ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dataDir, entry)),
      ];
      for (const entry of entries()) chownSync(entry, 12_345, 12_345);
      const before = entries().sort();
      const refused = await runAdmin(['list', 'contacts', '--format', 'json'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('belongs to user id 12345');
      expect(entries().sort()).toEqual(before);
      expect(entries().filter((entry) => lstatSync(entry).uid !== 12_345)).toEqual([]);
    },
    90_000,
  );

  it('a data directory that turns read-only: health 503 and no submission answered as stored; after write access returns a restart serves everything kept', async () => {
    const dataDir = dataDirectory();
    const running = await serve(dataDir, strict);
    expect((await contact(running.origin, 0)).status).toBe(200);
    const makeWritable = (writable: boolean) => {
      const walk = (entry: string) => {
        for (const name of readdirSync(entry, { withFileTypes: true }))
          if (name.isDirectory()) walk(path.join(entry, name.name));
          else chmodSync(path.join(entry, name.name), writable ? 0o644 : 0o444);
        chmodSync(entry, writable ? 0o755 : 0o555);
      };
      walk(path.join(dataDir, 'db'));
    };
    makeWritable(false);
    const statuses: number[] = [];
    for (let index = 1; index <= 3; index++)
      statuses.push(
        await contact(running.origin, index).then(
          (response) => response.status,
          () => 0,
        ),
      );
    const health = await fetch(`${running.origin}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    expect(health).toBe(503);
    // docs/decisions/0011: the engine does not come back in this process; the server stops for its supervisor.
    expect(await running.exited, running.output()).toBe(75);
    makeWritable(true);
    const restarted = await serve(dataDir, strict);
    expect((await fetch(`${restarted.origin}/api/health`)).status).toBe(200);
    expect((await contact(restarted.origin, 9)).status).toBe(200);
    // Nothing answered as stored was lost: the restarted server holds the first message, every one answered 200, and the new one.
    const accepted = statuses.filter((status) => status === 200).length;
    const listed = await runAdmin(['list', 'contacts', '--format', 'json'], { DATA_DIR: dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBe(1 + accepted + 1);
    await restarted.stop();
    expect(await reconcileDataDir(dataDir)).toEqual({ messages: 1 + accepted + 1, withoutMail: 0, mailWithoutMessage: 0 });
  }, 120_000);

  /** Makes a directory and everything in it read-only, or writable again, as an operator's mistake or a failing disk would. */
  const setWritable = (root: string, writable: boolean) => {
    const walk = (entry: string) => {
      for (const name of readdirSync(entry, { withFileTypes: true }))
        if (name.isDirectory()) walk(path.join(entry, name.name));
        else chmodSync(path.join(entry, name.name), writable ? 0o600 : 0o400);
      chmodSync(entry, writable ? 0o700 : 0o500);
    };
    walk(root);
  };

  it('a whole DATA_DIR that turns read-only: the server exits 75 within its grace period, and a restart serves once write access returns (decision 0027)', async () => {
    const dataDir = dataDirectory();
    const running = await startBuiltServer({ DATA_DIR: dataDir, MAIL_POLL_INTERVAL_MS: '60000', SHUTDOWN_GRACE_MS: '3000' }, strict);
    cleanups.push(() => running.stop());
    expect((await contact(running.origin, 0)).status).toBe(200);
    setWritable(dataDir, false);
    const turnedReadOnly = Date.now();
    for (let index = 1; index <= 3; index++)
      await contact(running.origin, index).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
    await fetch(`${running.origin}/api/health`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    const code = await Promise.race([running.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000))]);
    expect(code, running.output()).toBe(75);
    expect(Date.now() - turnedReadOnly).toBeLessThan(15_000);
    expect(running.output()).toContain('data_dir_release_failed');
    setWritable(dataDir, true);
    // The lock the exit could not remove is a dead process's: the restart takes it over.
    const restarted = await serve(dataDir, strict);
    expect((await contact(restarted.origin, 9)).status).toBe(200);
  }, 90_000);

  it('a start on a read-only DATA_DIR names the directory and the fix, without a stack (decision 0027)', async () => {
    const dataDir = dataDirectory();
    const first = await serve(dataDir, strict);
    await first.stop();
    setWritable(dataDir, false);
    const { code, output } = await refusedStart(dataDir, strict);
    setWritable(dataDir, true);
    expect(code).toBe(1);
    expect(output).toContain(`${dataDir} cannot be written by this process`);
    expect(output).toContain(`chmod -R u+rwX ${dataDir}`);
    expect(output).not.toMatch(/\n\s+at /);
  }, 90_000);
});
