import type { Database } from '#server/db/client.ts';

/** How `list` writes rows: a table for reading, CSV or JSON for a spreadsheet or a script. */
export const OUTPUT_FORMATS = ['table', 'csv', 'json'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What a command was asked: `waitlist accept <id>` is the command `waitlist` with the words ['accept', '<id>']. */
export interface AdminRequest {
  command: string;
  words: string[];
  format: OutputFormat;
}

export type AdminArgs = Omit<AdminRequest, 'command'>;

/**
 * Where a command writes, the same whether it runs in the command's own process or in the running server
 * (then every call travels over the admin channel).
 */
export interface AdminOutput {
  /** The command's data (a list, an export): stdout, or the file of --out. Resolves once taken, so a long export streams. */
  data: (text: string) => Promise<void>;
  /** A line for the operator (stdout). */
  print: (line: string) => Promise<void>;
  /** A line about a refusal or failure (stderr). */
  error: (line: string) => Promise<void>;
}

/** The word `--no-mail` becomes: a decline that does not tell the applicant. */
export const NO_MAIL = '--no-mail';

/** 0 done, 1 refused or failed, 2 wrong usage (or a decision that could not be taken, as before). */
export type ExitCode = 0 | 1 | 2;

/**
 * One admin command: its name, its lines of the usage text, and what it does. A new command is one entry
 * in ADMIN_COMMANDS; it then works directly and through the running server alike.
 */
export interface AdminCommand {
  name: string;
  usage: string[];
  run: (args: AdminArgs, db: Database, out: AdminOutput) => Promise<ExitCode | void>;
}

/** Thrown by a command whose words do not fit its usage: the usage is shown and the exit code is 2. */
export class UsageError extends Error {
  constructor() {
    super('wrong usage');
  }
}
