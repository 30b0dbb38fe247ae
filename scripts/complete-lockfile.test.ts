import { describe, expect, it } from 'vitest';
import { completeLockfile } from './complete-lockfile.ts';

describe('completeLockfile', () => {
  it('records missing optional platform binaries with their os and cpu, and leaves the rest alone', () => {
    const packages = {
      'node_modules/@x/oxide': {
        version: '1.0.0',
        optionalDependencies: {
          '@x/oxide-darwin-arm64': '1.0.0',
          '@x/oxide-linux-x64-gnu': '1.0.0',
          '@x/oxide-wasm32-wasi': '1.0.0',
          'plain-helper': '2.0.0',
        },
      },
      'node_modules/@x/oxide-linux-x64-gnu': { version: '1.0.0', optional: true },
    };
    expect(completeLockfile(packages)).toEqual(['@x/oxide-darwin-arm64@1.0.0', '@x/oxide-wasm32-wasi@1.0.0']);
    expect(packages).toMatchObject({
      'node_modules/@x/oxide-darwin-arm64': { version: '1.0.0', optional: true, os: ['darwin'], cpu: ['arm64'] },
      'node_modules/@x/oxide-wasm32-wasi': { version: '1.0.0', optional: true, cpu: ['wasm32'] },
      'node_modules/@x/oxide-linux-x64-gnu': { version: '1.0.0', optional: true },
    });
    expect(packages).not.toHaveProperty('node_modules/plain-helper');
  });
});
