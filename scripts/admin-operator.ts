import type { Database } from '../src/server/db/client.ts';
import { inviteLink } from '../src/server/operator/operator-invites.service.ts';
import { inviteOperator, listOperators, removeOperatorByEmail } from '../src/server/operator/operators.service.ts';

/** The operator console's accounts from the command line; every change is written to the audit log as 'cli'. */
export const OPERATOR_USAGE = `  operator invite <email>       print a one-time link (24 h, single use) to register a passkey for the console
  operator list                 list the console's operators
  operator remove <email>       remove an operator with their passkeys and sessions
`;

/** Runs `operator <sub> [email]`; returns the exit code, or undefined when the arguments are not a command. */
export async function runOperatorCommand(db: Database, sub: string | undefined, email: string | undefined): Promise<number | undefined> {
  const cli = { cli: true } as const;
  if (sub === 'list') {
    console.table((await listOperators(db)).map(({ email: address, createdAt, passkeys, lastSignInAt }) => ({ email: address, createdAt, passkeys, lastSignInAt })));
    return 0;
  }
  if (!email) return undefined;
  if (sub === 'invite') {
    const { token, expiresAt } = await inviteOperator(db, cli, email);
    console.log(`Invite for ${email}, valid until ${expiresAt.toISOString()}, single use:\n${inviteLink(token, 'de')}`);
    return 0;
  }
  if (sub === 'remove') {
    const removal = await removeOperatorByEmail(db, cli, email);
    console.log(removal.outcome === 'removed' ? `Removed ${removal.email}.` : `No operator ${email}.`);
    return removal.outcome === 'removed' ? 0 : 2;
  }
  return undefined;
}
