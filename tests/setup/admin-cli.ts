import { execFile } from 'node:child_process';
import path from 'node:path';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs `npm run admin -- <args>` (node scripts/admin.ts) with `env` over the test's environment: the
 * embedded database of DATA_DIR, or the PostgreSQL database of DATABASE_URL when that is given.
 */
export function runAdmin(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const { DATABASE_URL: _unlessGiven, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/admin.ts', ...args],
      { cwd: root, env: { ...inherited, ...env }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
