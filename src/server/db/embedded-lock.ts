import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database allows one process at a time. The server marks its data directory while it
 * runs, so the admin commands refuse to open it underneath (a PostgreSQL server has no such limit).
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function markServerRunning(dataDir: string): () => void {
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

export function runningServerPid(dataDir: string): number | undefined {
  if (!existsSync(lockFile(dataDir))) return undefined;
  const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
