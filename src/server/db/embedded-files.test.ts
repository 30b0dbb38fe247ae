import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foreignOwnerProblem } from './embedded-files.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('foreignOwnerProblem (decision 0011: no admin command writes into the data directory as another user)', () => {
  it('accepts the owner and a directory not made yet', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-owner-'));
    made.push(dir);
    expect(foreignOwnerProblem(dir, statSync(dir).uid)).toBeUndefined();
    expect(foreignOwnerProblem(path.join(dir, 'not-yet'), statSync(dir).uid + 1)).toBeUndefined();
  });

  it('refuses another user, naming the owner and how to run the command instead', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-owner-'));
    made.push(dir);
    const owner = statSync(dir).uid;
    const problem = foreignOwnerProblem(dir, owner + 1);
    expect(problem).toContain(`belongs to user id ${owner}`);
    expect(problem).toContain(`sudo -u "#${owner}"`);
  });
});
