import type { Database } from '#server/db/client.ts';
import { UsageError, type AdminCommand, type AdminOutput, type AdminRequest, type ExitCode } from './command.ts';

/** The usage text, from the commands' own lines. */
export function usageText(commands: readonly AdminCommand[]): string {
  const lines = [...commands.flatMap((command) => command.usage), 'help                          this text (also --help)'];
  return ['Usage: npm run admin -- <command>', '', ...lines.map((line) => `  ${line}`)].join('\n');
}

export const findCommand = (commands: readonly AdminCommand[], name: string): AdminCommand | undefined =>
  commands.find((command) => command.name === name);

/**
 * Runs one request the same way wherever it runs (in the command's own process or in the server): wrong
 * usage shows the usage on stderr (exit 2); a failure is reported, never thrown (exit 1).
 */
export async function runAdminCommand(
  commands: readonly AdminCommand[],
  request: AdminRequest,
  db: Database,
  out: AdminOutput,
): Promise<ExitCode> {
  const command = findCommand(commands, request.command);
  try {
    if (!command) throw new UsageError();
    return (await command.run({ words: request.words, format: request.format }, db, out)) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      await out.error(usageText(commands));
      return 2;
    }
    await out.error(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
