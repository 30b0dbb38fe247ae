import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimDataDir, dataDirLockFile, describeHolder } from './embedded-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const holdBy = (pid: number, role = 'server') => writeFileSync(dataDirLockFile(dataDir), JSON.stringify({ pid, role }));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('claimDataDir', () => {
  it('claims a free data directory and releases it', () => {
    const claim = claimDataDir(dataDir, 'admin');
    expect(claim.ok).toBe(true);
    expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8'))).toEqual({ pid: process.pid, role: 'admin' });
    if (claim.ok) claim.release();
    expect(existsSync(dataDirLockFile(dataDir))).toBe(false);
  });

  it('refuses while a live process holds it, naming that process', () => {
    holdBy(process.ppid);
    expect(claimDataDir(dataDir, 'server')).toEqual({ ok: false, holder: { pid: process.ppid, role: 'server' } });
    expect(describeHolder({ pid: process.ppid, role: 'server' }, dataDir)).toBe(
      `The server (pid ${process.ppid}) is using the embedded database in ${dataDir}.`,
    );
  });

  it('takes over a lock left by a process that died, or by an earlier process with our pid', () => {
    holdBy(deadPid());
    expect(claimDataDir(dataDir, 'server').ok).toBe(true);
    holdBy(process.pid);
    expect(claimDataDir(dataDir, 'server').ok).toBe(true);
    writeFileSync(dataDirLockFile(dataDir), 'garbage');
    expect(claimDataDir(dataDir, 'server').ok).toBe(true);
  });

  it.runIf(process.platform === 'linux')('takes over a lock of a process that was killed but not reaped yet (a zombie)', async () => {
    // Its parent never waits for it, as some container inits do not.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60']);
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
    try {
      process.kill(zombie, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 200));
      holdBy(zombie);
      expect(claimDataDir(dataDir, 'server').ok).toBe(true);
    } finally {
      parent.kill();
    }
  });

  it('never removes a lock another process holds by now', () => {
    const claim = claimDataDir(dataDir, 'server');
    holdBy(process.ppid);
    if (claim.ok) claim.release();
    expect(existsSync(dataDirLockFile(dataDir))).toBe(true);
  });

  it.each([
    ['a free directory', () => undefined],
    ['a directory with a stale lock', () => holdBy(deadPid())],
  ])('of six processes claiming %s at once, exactly one gets it', async (_, prepare) => {
    prepare();
    const claimant = `
      const { claimDataDir } = await import(${JSON.stringify(new URL('./embedded-lock.ts', import.meta.url).href)});
      const claim = claimDataDir(${JSON.stringify(dataDir)}, 'server');
      process.stdout.write(String(claim.ok));
      setTimeout(() => undefined, 1500);`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', claimant]);
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        return new Promise<string>((resolve) => child.on('exit', () => resolve(output)));
      }),
    );
    expect(results.filter((result) => result === 'true')).toHaveLength(1);
    expect(results.filter((result) => result === 'false')).toHaveLength(5);
  });
});
