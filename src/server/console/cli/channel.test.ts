import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { sendAdminCommand } from './channel-client.ts';
import { channelPaths } from './channel-protocol.ts';
import { startAdminChannel, type AdminChannel } from './channel-server.ts';
import type { AdminCommand, AdminOutput, AdminRequest } from './command.ts';
import { ADMIN_COMMANDS } from './commands.ts';
import { runAdminCommand, usageText } from './run-command.ts';

const logger = pino({ level: 'silent' });
const CHUNK = 'x'.repeat(64 * 1024);
let written = 0;
let commandsDone = 0;
let commandsStarted = 0;

/** A command that writes 64 MB, counting how much the channel has taken. */
const flood: AdminCommand = {
  name: 'flood',
  usage: ['flood'],
  async run(_args, _db, out) {
    for (let n = 0; n < 1000; n += 1) {
      await out.data(CHUNK);
      written += 1;
    }
  },
};
const slow: AdminCommand = {
  name: 'slow',
  usage: ['slow'],
  async run(_args, _db, out) {
    commandsStarted += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await out.print('done');
    commandsDone += 1;
  },
};
const COMMANDS = [...ADMIN_COMMANDS, flood, slow];

function capture(onData?: () => Promise<void>) {
  const seen = { data: '', print: [] as string[], error: [] as string[] };
  const out: AdminOutput = {
    data: async (text) => {
      seen.data += text;
      await onData?.();
    },
    print: async (line) => void seen.print.push(line),
    error: async (line) => void seen.error.push(line),
  };
  return { out, seen };
}
const request = (command: string, words: string[] = [], format: AdminRequest['format'] = 'table'): AdminRequest => ({
  command,
  words,
  format,
});

describe('the admin channel', () => {
  const db = useTestDatabase(TEST_ENGINES[0]!, { beforeAll, afterAll, beforeEach });
  let dataDir: string;
  let channel: AdminChannel;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'channel-test-'));
    channel = await startAdminChannel({ dataDir, db: db().db, commands: COMMANDS, logger });
  });
  afterEach(async () => {
    await channel.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the output and exit code the command gives when run directly', async () => {
    for (const asked of [
      request('list', ['waitlist'], 'json'),
      request('tiers'),
      request('tiers', ['set-slots', 'early_access', '1']),
      request('waitlist', ['accept']),
      request('nothing'),
    ]) {
      const direct = capture();
      const remote = capture();
      const code = await runAdminCommand(COMMANDS, asked, db().db, direct.out);
      expect(await sendAdminCommand(dataDir, asked, remote.out)).toBe(code);
      expect(remote.seen).toEqual(direct.seen);
    }
    const usage = capture();
    expect(await sendAdminCommand(dataDir, request('waitlist', ['accept']), usage.out)).toBe(2);
    expect(usage.seen.error).toEqual([usageText(COMMANDS)]);
  });

  it('only its owner can reach it, and only with the token of the running server', async () => {
    const paths = channelPaths(dataDir);
    expect(statSync(paths.directory).mode & 0o777).toBe(0o700);
    expect(statSync(paths.socket).mode & 0o777).toBe(0o600);
    expect(statSync(paths.token).mode & 0o777).toBe(0o600);
    writeFileSync(paths.token, 'a guessed token');
    const refused = capture();
    expect(await sendAdminCommand(dataDir, request('tiers'), refused.out)).toBe(1);
    expect(refused.seen.error[0]).toMatch(/^Refused/);
    expect(refused.seen.print).toEqual([]);
  });

  it('streams: the command writes only as fast as the client reads', async () => {
    written = 0;
    let received = 0;
    let mostAhead = 0;
    const { out } = capture(async () => {
      received += 1;
      if (received === 1) await new Promise((resolve) => setTimeout(resolve, 500));
      mostAhead = Math.max(mostAhead, written - received);
    });
    expect(await sendAdminCommand(dataDir, request('flood'), out)).toBe(0);
    expect(received).toBe(1000);
    // Even while the client stalled, the server ran at most a few socket buffers ahead of it, never the 64 MB.
    expect(mostAhead).toBeLessThan(50);
  });

  it('lets a running command finish when it closes, then removes its socket and token', async () => {
    commandsDone = 0;
    commandsStarted = 0;
    const running = sendAdminCommand(dataDir, request('slow'), capture().out);
    // Closed once the command runs (a fixed wait was too short on a loaded machine: it closed before the command began).
    while (commandsStarted === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await channel.close();
    expect(await running).toBe(0);
    expect(commandsDone).toBe(1);
    expect(existsSync(channelPaths(dataDir).socket)).toBe(false);
    expect(existsSync(channelPaths(dataDir).token)).toBe(false);
  });
});

describe('channelPaths', () => {
  it('keeps the socket in the data directory, or in the temporary directory when that path would be too long', () => {
    expect(channelPaths('/srv/site/data').socket).toBe('/srv/site/data/admin/socket');
    const deep = channelPaths(`/srv/${'very-long-folder-name/'.repeat(5)}data`);
    expect(deep.socket.startsWith(tmpdir())).toBe(true);
    expect(deep.token).toBe(`/srv/${'very-long-folder-name/'.repeat(5)}data/admin/token`);
  });
});
