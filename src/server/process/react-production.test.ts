import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// A process of its own: React keeps the build it loaded first for the life of the process.
async function reactIn(script: string): Promise<{ development: boolean; nodeEnv: string | null }> {
  const { NODE_ENV: _unset, ...environment } = process.env;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, env: environment });
  return JSON.parse(stdout) as { development: boolean; nodeEnv: string | null };
}

/** React's development build marks each element with `_store` (its key warnings); the production build does not. */
const probe = `
  const { jsx } = await import('react/jsx-runtime');
  console.log(JSON.stringify({ development: '_store' in jsx('p', {}), nodeEnv: process.env.NODE_ENV ?? null }));`;

describe('the React the server renders with', () => {
  it('is the production build, NODE_ENV left unset as it was', async () => {
    expect(await reactIn(`await import('./react-production.ts');${probe}`)).toEqual({ development: false, nodeEnv: null });
  });
  it('would be the development build without it', async () => {
    expect(await reactIn(probe)).toEqual({ development: true, nodeEnv: null });
  });
});
