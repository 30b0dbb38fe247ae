import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { copyMigratedDatabaseInto } from './migrated-database.ts';

export interface RunningServer {
  origin: string;
  /** The server process's id (the console bench reads its memory). */
  pid: number;
  /** The server's data directory (embedded database, mail files). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** The process's exit code once it ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** The exit code if the process has ended, else null. */
  exitCodeNow: () => number | null;
  /** Sends a signal to the server process. */
  signal: (name: NodeJS.Signals) => void;
}

export interface StartOptions {
  /** Wait until /api/health answers 200 (the default) or only until the server listens (it may still be connecting). */
  waitFor?: 'health' | 'listening';
  /**
   * File permissions hold for the server even when the tests run as root (as on CI): it then runs without the
   * capability that overrides them (setpriv from util-linux), still reading any file but writing only where allowed.
   */
  enforcePermissions?: boolean;
  /** How long the server may take to come up (60 s unless given). */
  upWithinMs?: number;
  /** The umask the server is started with (by a shell), e.g. 0o022, the usual one, for the file mode tests of decision 0023. */
  umask?: number;
}

const root = path.resolve(import.meta.dirname, '../..');

/** An address in a log line, in any script, with an @ however written (spec §8). */
export const EMAIL_IN_LOG = /[\p{L}\p{N}._%+-]+(?:@|%40|\uff20)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/iu;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number, waitFor: StartOptions['waitFor']): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Static files answer as soon as the server listens; the health check once the database is ready too.
      const response = await fetch(`${origin}${waitFor === 'listening' ? '/robots.txt' : '/api/health'}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${origin} did not come up within ${timeoutMs} ms`);
}

/**
 * Starts the built site (`npm run build` first) the way `npm run serve` does, on a free port, with its
 * own empty data directory (embedded database, mail files) unless DATA_DIR or DATABASE_URL is given.
 */
export async function startBuiltServer(extraEnv: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  // A test of what a first start does names its own DATA_DIR, which is never filled.
  if (extraEnv.DATA_DIR === undefined && extraEnv.DATABASE_URL === undefined) await copyMigratedDatabaseInto(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const command = [process.execPath, 'src/server/process/start.ts'];
  const permitted =
    options.enforcePermissions && process.getuid?.() === 0 ? ['setpriv', '--bounding-set=-dac_override', '--', ...command] : command;
  const [program, ...args] =
    options.umask === undefined ? permitted : ['sh', '-c', `umask ${options.umask.toString(8)} && exec "$@"`, 'sh', ...permitted];
  const child = spawn(program!, args, {
    cwd: root,
    // The tests reach the server at 127.0.0.1 rather than SITE_URL's host: that origin is one of the site's too.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ENABLE_TEST_HOOKS: 'true',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilUp(origin, child, options.upWithinMs ?? 60_000, options.waitFor).catch(async (error: Error) => {
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    // A server that never came up is not left running beside the other tests.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    origin,
    pid: child.pid!,
    dataDir: extraEnv.DATA_DIR ?? dataDir,
    output: () => output,
    exited,
    signal: (name) => child.kill(name),
    exitCodeNow: () => child.exitCode ?? (child.signalCode ? -1 : null),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      // Every server a test starts is held to it: no e-mail address ever reaches the logs.
      const leaked = EMAIL_IN_LOG.exec(output);
      if (leaked) throw new Error(`The server logged an e-mail address: ${leaked[0]}`);
    },
  };
}
