import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictToOwner } from './embedded-modes.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const modeOf = (entry: string) => (lstatSync(entry).mode & 0o7777).toString(8);

describe('restrictToOwner (decision 0023)', () => {
  it('makes directories 700 and files 600 at every depth, and names what it changed relative to the directory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-restrict-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'db', 'base'), { recursive: true });
    writeFileSync(path.join(dir, 'db', 'base', '1'), 'x');
    writeFileSync(path.join(dir, 'db.lock'), 'x');
    chmodSync(path.join(dir, 'db', 'base', '1'), 0o666);
    chmodSync(path.join(dir, 'db', 'base'), 0o755);
    chmodSync(path.join(dir, 'db'), 0o700);
    chmodSync(path.join(dir, 'db.lock'), 0o600);
    chmodSync(dir, 0o755);

    expect(restrictToOwner(dir).sort()).toEqual(['.', 'db/base', 'db/base/1']);
    expect([dir, path.join(dir, 'db'), path.join(dir, 'db', 'base')].map(modeOf)).toEqual(['700', '700', '700']);
    expect([path.join(dir, 'db', 'base', '1'), path.join(dir, 'db.lock')].map(modeOf)).toEqual(['600', '600']);
    expect(restrictToOwner(dir)).toEqual([]);
  });

  it('neither changes nor follows a symbolic link, and does nothing for a directory not made yet', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-restrict-'));
    const outside = mkdtempSync(path.join(tmpdir(), 'site-outside-'));
    made.push(dir, outside);
    chmodSync(dir, 0o700);
    writeFileSync(path.join(outside, 'shared'), 'x');
    chmodSync(path.join(outside, 'shared'), 0o644);
    symlinkSync(outside, path.join(dir, 'link'));
    expect(restrictToOwner(dir)).toEqual([]);
    expect(modeOf(path.join(outside, 'shared'))).toBe('644');
    expect(restrictToOwner(path.join(dir, 'not-yet'))).toEqual([]);
  });
});
