import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database allows one process at a time: opening its directory from two corrupts it. Whoever
 * opens it – the server, or an admin command while no server runs – first claims the data directory with
 * a lock file naming its pid; everyone else is refused. A PostgreSQL server has no such limit.
 */
export type DataDirRole = 'server' | 'admin';

export interface DataDirHolder {
  pid: number;
  role: DataDirRole;
}

export type DataDirClaim = { ok: true; release: () => void } | { ok: false; holder: DataDirHolder };

export const dataDirLockFile = (dataDir: string) => path.join(dataDir, 'db.lock');

function readHolder(file: string): DataDirHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return Number.isInteger(holder.pid) && (holder.role === 'server' || holder.role === 'admin') ? (holder as DataDirHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** On Linux, a process that has exited but was not reaped by its parent yet (a zombie) still answers signal 0. */
function hasExited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false; // no /proc (macOS): signal 0 has answered
  }
}

/** A holder is gone when its process is; our own pid in the file was left by an earlier process (containers reuse pids). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !hasExited(pid);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

export function claimDataDir(dataDir: string, role: DataDirRole): DataDirClaim {
  mkdirSync(dataDir, { recursive: true });
  const file = dataDirLockFile(dataDir);
  const mine = `${file}.${process.pid}`;
  // Written whole under a private name, then linked into place: the link fails if the file exists, so
  // nobody ever reads a half-written lock, and of two processes claiming at once exactly one succeeds.
  writeFileSync(mine, JSON.stringify({ pid: process.pid, role } satisfies DataDirHolder), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(mine, file);
        return { ok: true, release: () => releaseDataDir(file) };
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder.pid)) return { ok: false, holder };
      const refused = takeOverStaleLock(file);
      if (refused) return refused;
    }
    throw new Error(`Could not claim ${file}`);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Moves a lock left by a process that died (killed, crashed) aside. Should another process have claimed the
 * directory since we looked, the moved file is its live lock: it goes back, and that process holds the directory.
 */
function takeOverStaleLock(file: string): { ok: false; holder: DataDirHolder } | undefined {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  const holder = readHolder(aside);
  try {
    if (holder && isAlive(holder.pid)) {
      try {
        linkSync(aside, file);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      return { ok: false, holder };
    }
    return undefined;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Removes the lock if it is still ours (never one another process took over after ours went stale). */
function releaseDataDir(file: string): void {
  if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
}

/** The sentence that explains a refusal, naming the process that holds the directory. */
export function describeHolder(holder: DataDirHolder, dataDir: string): string {
  const who = holder.role === 'server' ? `The server (pid ${holder.pid})` : `An admin command (pid ${holder.pid})`;
  return `${who} is using the embedded database in ${dataDir}.`;
}

/** The live process holding the data directory now, if any; reads the lock without claiming it. */
export function currentHolder(dataDir: string): DataDirHolder | undefined {
  const holder = readHolder(dataDirLockFile(dataDir));
  return holder && isAlive(holder.pid) ? holder : undefined;
}
