import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '../src/server/console/cli/commands.ts';
import { usageText } from '../src/server/console/cli/run-command.ts';
import { dataDirLockFile } from '../src/server/db/embedded-lock.ts';
import { runAdmin, type AdminRun } from '../tests/setup/admin-cli.ts';
import { copyMigratedDatabaseInto } from '../tests/setup/migrated-database.ts';

const USAGE = `${usageText(ADMIN_COMMANDS)}\n`;
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A data directory of its own holding an empty, migrated database. */
async function emptyDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  dataDirs.push(dataDir);
  await copyMigratedDatabaseInto(dataDir);
  return dataDir;
}

/** Runs `npm run admin -- …` on an empty embedded database of its own. */
async function admin(args: string[], prepare?: (dataDir: string) => void): Promise<AdminRun> {
  const dataDir = await emptyDataDir();
  prepare?.(dataDir);
  return runAdmin(args, { DATA_DIR: dataDir });
}

describe('npm run admin', () => {
  // Each starts a process of its own, which takes more than the default 5 s on a busy machine.
  it.each([['--help'], ['help'], ['list', '--help']])(
    'prints the usage and exits 0 for %s',
    async (...args) => {
      expect(await admin(args)).toEqual({ code: 0, stdout: USAGE, stderr: '' });
    },
    30_000,
  );

  it.each([
    [[]],
    [['frobnicate']],
    [['--frobnicate']],
    [['list', 'contacts', '--format', 'xml']],
    [['list', '--out']],
    // These the command itself finds wrong, on the database.
    [['list', 'nothing']],
    [['waitlist', 'accept']],
    [['tiers', 'bogus']],
    [['purge', 'everything']],
  ])(
    'prints the usage on stderr and exits 2 for %j',
    async (args) => {
      expect(await admin(args)).toEqual({ code: 2, stdout: '', stderr: USAGE });
    },
    30_000,
  );

  it('refuses, naming the pid, while another admin command works on the embedded database', async () => {
    const result = await admin(['tiers'], (dataDir) =>
      writeFileSync(dataDirLockFile(dataDir), JSON.stringify({ pid: process.pid, role: 'admin' })),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`An admin command (pid ${process.pid}) is using the embedded database`);
  }, 30_000);

  it('campaign create --file reads the campaign from a JSON file; a file that is not there is wrong usage (decision 0035)', async () => {
    const dataDir = await emptyDataDir();
    const files = mkdtempSync(path.join(tmpdir(), 'admin-cli-files-'));
    dataDirs.push(files);
    const file = path.join(files, 'campaign.json');
    writeFileSync(file, JSON.stringify({ subjectDe: 'Neuigkeiten', bodyDe: '# Hallo\n\nWelt', audience: 'de' }));
    const created = await runAdmin(['campaign', 'create', '--file', file], { DATA_DIR: dataDir });
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const id = /^Created the draft ([\da-f-]{36})\.\n$/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();
    const shown = await runAdmin(['campaign', 'show', id!], { DATA_DIR: dataDir });
    expect(shown.stdout).toContain('Neuigkeiten');
    expect(await runAdmin(['campaign', 'create', '--file', path.join(files, 'missing.json')], { DATA_DIR: dataDir })).toEqual({
      code: 2,
      stdout: '',
      stderr: USAGE,
    });
  }, 60_000);

  it('operator invite prints a one-time link to the console; list and remove work on the same database', async () => {
    const dataDir = await emptyDataDir();
    const invite = await runAdmin(['operator', 'invite', 'first@example.ch'], { DATA_DIR: dataDir, SITE_URL: 'https://finanz.example.ch' });
    expect(invite.code).toBe(0);
    expect(invite.stdout).toMatch(
      /^Invite for first@example\.ch, valid until \S+, single use:\nhttps:\/\/finanz\.example\.ch\/admin\/invite\/[\w-]{20,}\n$/,
    );
    // An invite is no operator yet: that takes registering a passkey with the link.
    const list = await runAdmin(['operator', 'list'], { DATA_DIR: dataDir });
    expect(list.code).toBe(0);
    expect(list.stdout).not.toContain('first@example.ch');
    expect(await runAdmin(['operator', 'remove', 'nobody@example.ch'], { DATA_DIR: dataDir })).toMatchObject({
      code: 2,
      stderr: 'No operator nobody@example.ch.\n',
    });
  }, 60_000);
});
