import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  /** The server's data directory (embedded database, mail files). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
}

const root = path.resolve(import.meta.dirname, '../..');
const EMAIL_IN_LOG = /[\w.+-]+@[\w-]+\.[a-z]{2,}/i;

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

async function waitUntilUp(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/robots.txt`);
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
export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['src/server/http/start.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ENABLE_TEST_HOOKS: 'true', DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilUp(origin, child, 60_000);
  return {
    origin,
    dataDir: extraEnv.DATA_DIR ?? dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
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
