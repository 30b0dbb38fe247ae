import { LOCALES } from '#i18n/config.ts';
import { translate, type PlainKey } from '#i18n/console-translate.ts';
import { formatTable } from '#server/exports/format.ts';
import { inviteLink } from '../access/operator-invites.service.ts';
import { listOperators } from '../access/operators.repo.ts';
import { inviteOperator, removeOperator } from '../actions/operators.actions.ts';
import { CLI } from '../audit/audit.service.ts';
import { UsageError, type AdminCommand } from './command.ts';

/** A console text in every language, one line each: the command line does not know its reader's language. */
const inEveryLanguage = (key: PlainKey) => LOCALES.map((locale) => translate(locale, key)).join('\n');

/**
 * `operator invite|list|remove`: the console's accounts from the command line (the first operator is
 * invited this way). Every change is written to the audit log as 'cli'.
 */
export const operatorCommand: AdminCommand = {
  name: 'operator',
  usage: [
    'operator invite <email>       print a one-time link (24 h, single use) to register a passkey for the console',
    "operator list                 list the console's operators",
    'operator remove <email>       remove an operator with their passkeys and sessions',
  ],
  async run(args, db, out) {
    const [sub, email, ...extra] = args.words;
    if (extra.length > 0) throw new UsageError();
    if (sub === 'list' && email === undefined) {
      const operators = await listOperators(db);
      await out.print(
        formatTable(
          operators.map(({ email: address, createdAt, passkeys, lastSignInAt }) => ({ email: address, createdAt, passkeys, lastSignInAt })),
        ),
      );
      return 0;
    }
    if (!email) throw new UsageError();
    if (sub === 'invite') {
      const invitation = await inviteOperator(db, CLI, email);
      if (invitation.outcome === 'invalid') {
        await out.error(inEveryLanguage(invitation.error));
        return 2;
      }
      if (invitation.outcome === 'already_operator') {
        await out.error(inEveryLanguage('console.operators.inviteAlreadyOperator'));
        return 1;
      }
      await out.print(
        `Invite for ${invitation.email}, valid until ${invitation.expiresAt.toISOString()}, single use:\n${inviteLink(invitation.token, 'de')}`,
      );
      return 0;
    }
    if (sub === 'remove') {
      const removal = await removeOperator(db, CLI, { email });
      if (removal.outcome === 'removed') {
        await out.print(`Removed ${removal.email}.`);
        return 0;
      }
      await out.error(`No operator ${email}.`);
      return 2;
    }
    throw new UsageError();
  },
};
