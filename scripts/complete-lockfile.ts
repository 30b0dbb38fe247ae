import { readFileSync, writeFileSync } from 'node:fs';

/**
 * npm leaves an optional platform binary (e.g. @tailwindcss/oxide-darwin-x64) out of
 * package-lock.json when its registry does not carry that exact version, and `npm ci` then refuses
 * the lockfile as out of sync. This records each such binary with the os/cpu its name declares, so
 * `npm ci` skips it on other platforms without fetching it. Run after `npm install` changes the lock.
 */
type LockPackage = { version?: string; optional?: boolean; os?: string[]; cpu?: string[]; optionalDependencies?: Record<string, string> };

const PLATFORM = /-(android|darwin|linux|freebsd|openbsd|sunos|win32|wasm32)-(arm64|x64|ia32|arm|wasi|riscv64|s390x|ppc64)\b/;

export function completeLockfile(packages: Record<string, LockPackage>): string[] {
  const added: string[] = [];
  for (const entry of Object.values({ ...packages })) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const match = PLATFORM.exec(name);
      if (packages[key] || !match) continue;
      const [, os, cpu] = match as unknown as [string, string, string];
      packages[key] = os === 'wasm32' ? { version, optional: true, cpu: ['wasm32'] } : { version, optional: true, os: [os], cpu: [cpu] };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.main) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
  const added = completeLockfile(lock.packages);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `Recorded ${added.length} optional platform binaries:\n  ${added.join('\n  ')}` : 'Lockfile already complete.',
  );
}
