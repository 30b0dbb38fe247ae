import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ChannelUnavailable, sendAdminCommand } from '../src/server/console/cli/channel-client.ts';
import {
  NO_MAIL,
  OUTPUT_FORMATS,
  type AdminOutput,
  type AdminRequest,
  type ExitCode,
  type OutputFormat,
} from '../src/server/console/cli/command.ts';
import { ADMIN_COMMANDS } from '../src/server/console/cli/commands.ts';
import { findCommand, runAdminCommand, usageText } from '../src/server/console/cli/run-command.ts';
import { foreignOwnerProblem } from '../src/server/db/embedded-files.ts';
import { createFilesForOwnerOnly } from '../src/server/db/embedded-modes.ts';
import { claimDataDir, currentHolder, describeHolder, type DataDirHolder } from '../src/server/db/embedded-lock.ts';
import { closeDatabase, database } from '../src/server/db/instance.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { env } from '../src/server/env.ts';
import { terminalOutput } from './admin-output.ts';

/**
 * `npm run admin -- <command>`. With DATABASE_URL it works on the PostgreSQL server directly. On the
 * embedded database it opens the data directory itself when no server runs, and otherwise asks the running
 * server to run the command (docs/decisions/0010): never do two processes open that directory.
 */
const USAGE = `${usageText(ADMIN_COMMANDS)}\n`;

type CommandLine = { help: true } | { help: false; request: AdminRequest; outFile: string | undefined };

function readCommandLine(args: string[]): CommandLine | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'table' },
        out: { type: 'string' },
        help: { type: 'boolean' },
        mail: { type: 'boolean' },
        file: { type: 'string' },
        // `--csv` is `--format csv` (events registrations <slug> --csv).
        csv: { type: 'boolean' },
      },
      allowNegative: true,
    });
  } catch {
    return undefined; // an unknown option, or one without its value
  }
  const [command, ...positionals] = parsed.positionals;
  // --no-mail (waitlist decline) travels as a word, so the running server's channel carries it as it is.
  const words = parsed.values.mail === false ? [...positionals, NO_MAIL] : positionals;
  // --file (campaign create): the file is read here and its text is the last word, so the running server's channel carries it too.
  if (parsed.values.file !== undefined) {
    try {
      words.push(readFileSync(parsed.values.file, 'utf8'));
    } catch {
      return undefined;
    }
  }
  if (parsed.values.help || command === 'help') return { help: true };
  const format = (parsed.values.csv ? 'csv' : parsed.values.format) as OutputFormat;
  if (!command || !findCommand(ADMIN_COMMANDS, command) || !OUTPUT_FORMATS.includes(format)) return undefined;
  return { help: false, request: { command, words, format }, outFile: parsed.values.out };
}

async function runHere(request: AdminRequest, out: AdminOutput): Promise<ExitCode> {
  const handle = await database();
  try {
    await migrateDatabase(handle);
    return await runAdminCommand(ADMIN_COMMANDS, request, handle.db, out);
  } finally {
    await closeDatabase();
  }
}

async function run(request: AdminRequest, out: AdminOutput): Promise<ExitCode> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return runHere(request, out);
  // Another user's data directory is reached only through its running server, never opened (nor locked) here.
  const foreign = foreignOwnerProblem(DATA_DIR);
  if (foreign) {
    const holder = currentHolder(DATA_DIR);
    if (holder?.role === 'server') return throughServer(holder, request, out);
    await out.error(foreign);
    return 1;
  }
  const claim = claimDataDir(DATA_DIR, 'admin');
  if (claim.ok) {
    try {
      return await runHere(request, out);
    } finally {
      claim.release();
    }
  }
  if (claim.holder.role === 'server') return throughServer(claim.holder, request, out);
  await out.error(`${describeHolder(claim.holder, DATA_DIR)} Try again when it has finished.`);
  return 1;
}

async function throughServer(holder: DataDirHolder, request: AdminRequest, out: AdminOutput): Promise<ExitCode> {
  const { DATA_DIR } = env();
  try {
    return await sendAdminCommand(DATA_DIR, request, out);
  } catch (error) {
    if (!(error instanceof ChannelUnavailable)) throw error;
    await out.error(`${describeHolder(holder, DATA_DIR)} ${error.message}`);
    return 1;
  }
}

// Decision 0023: what the command writes (a new database in DATA_DIR, an export with --out) is the user's own only.
createFilesForOwnerOnly();
const line = readCommandLine(process.argv.slice(2));
if (!line) {
  process.stderr.write(USAGE);
  process.exitCode = 2;
} else if (line.help) {
  process.stdout.write(USAGE);
} else {
  const terminal = terminalOutput(line.outFile);
  const code = await run(line.request, terminal.out);
  if ((await terminal.finish()) && code === 0) await terminal.out.print(`Written to ${line.outFile}`);
  process.exitCode = code;
}
