import { env, retentionPeriodsOf } from '#server/env.ts';
import { describeRetentionRun } from '#server/jobs/retention-report.ts';
import { purgeExpired } from '#server/jobs/retention.service.ts';
import { listTierAvailability } from '#server/tiers/tiers.repo.ts';
import { formatTable, toJson } from '#server/exports/format.ts';
import { exportList } from '../actions/exports.actions.ts';
import { retryInput, retryMail } from '../actions/mail.actions.ts';
import { erasePerson, exportPerson, personInput } from '../actions/people.actions.ts';
import { changeTierSlots, decideEntry, decisionInput, slotsInput } from '../actions/waitlist.actions.ts';
import { CLI } from '../audit/audit.service.ts';
import { isListName } from '../records/records.repo.ts';
import { bookingsCommand } from './bookings.command.ts';
import { campaignCommand, newsletterCommand } from './campaign.command.ts';
import { NO_MAIL, UsageError, type AdminCommand } from './command.ts';
import { eventsCommand } from './events.command.ts';
import { writeList } from './list-export.ts';
import { operatorCommand } from './operator.command.ts';
import type { z } from 'zod';

/** The words a command takes, exactly: anything else is wrong usage. */
function words(given: string[], min: number, max: number): string[] {
  if (given.length < min || given.length > max) throw new UsageError();
  return given;
}
/** An action's input from the command's words, or wrong usage. */
function parsed<Input>(schema: z.ZodType<Input>, value: unknown): Input {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError();
  return result.data;
}

const list: AdminCommand = {
  name: 'list',
  usage: ['list <contacts|newsletter|waitlist|outbox> [--format table|csv|json] [--out FILE]'],
  async run(args, db, out) {
    const [name] = words(args.words, 1, 1);
    if (!isListName(name)) throw new UsageError();
    const { format } = args;
    if (format === 'table') await writeList(db, name, format, out);
    else await exportList(db, CLI, { list: name, format }, () => writeList(db, name, format, out));
  },
};

const waitlist: AdminCommand = {
  name: 'waitlist',
  usage: [
    'waitlist accept <id>          accept a pending entry (takes a slot of its tier; refused when full) and tell the applicant',
    'waitlist decline <id> [--no-mail]  decline a pending entry (and tell the applicant, unless --no-mail)',
  ],
  async run(args, db, out) {
    const quietly = args.words.at(-1) === NO_MAIL;
    const [decision, id] = words(quietly ? args.words.slice(0, -1) : args.words, 2, 2);
    if (quietly && decision !== 'decline') throw new UsageError();
    const { code } = await decideEntry(db, CLI, parsed(decisionInput, { decision, id, mail: quietly ? 'none' : 'send' }));
    await out.print(code);
    return code === 'tier_full' || code === 'not_pending' ? 2 : 0;
  },
};

const tiers: AdminCommand = {
  name: 'tiers',
  usage: [
    "tiers                         show the tiers' availability",
    "tiers set-slots <tier> <n>    change a tier's slot count (not below the slots taken)",
  ],
  async run(args, db, out) {
    if (args.words.length > 0) {
      const [sub, tier, count] = words(args.words, 3, 3);
      if (sub !== 'set-slots' || !/^\d+$/.test(count!)) throw new UsageError();
      const { code } = await changeTierSlots(db, CLI, parsed(slotsInput, { tier, slots: count }));
      if (code === 'slots_refused') {
        await out.error(`Refused: ${tier} does not exist or has more slots taken than ${count}.`);
        return 1;
      }
    }
    await out.print(formatTable(await listTierAvailability(db)));
    return 0;
  },
};

const person: AdminCommand = {
  name: 'person',
  usage: [
    "person export <email> [--out FILE]   everything stored about an address (JSON), and others' records that name it",
    "person erase <email>          delete everything stored about an address, mail files included; erase it from others' records",
  ],
  async run(args, db, out) {
    const [action, address] = words(args.words, 2, 2);
    const input = parsed(personInput, { email: address });
    if (action === 'export') {
      await out.data(toJson((await exportPerson(db, CLI, input)).records));
    } else if (action === 'erase') {
      const { removed, redacted, resumed } = await erasePerson(db, CLI, input);
      if (resumed > 0) await out.print(`Finished the file cleanup of ${resumed} earlier erasure(s) that had been cut short.`);
      await out.print(`Deleted ${removed} records.`);
      if (redacted > 0) await out.print(`Erased the address from ${redacted} records of other people that named it; they are kept.`);
    } else throw new UsageError();
  },
};

const outbox: AdminCommand = {
  name: 'outbox',
  usage: ['outbox retry [<id>]           put failed mails (or one) back in the queue'],
  async run(args, db, out) {
    const [action, id] = words(args.words, 1, 2);
    if (action !== 'retry') throw new UsageError();
    const result = await retryMail(db, CLI, parsed(retryInput, { id }));
    await out.print(`${result.code === 'retried' ? result.count : 0} mails queued again.`);
  },
};

const purge: AdminCommand = {
  name: 'purge',
  usage: ['purge                         delete now what is past its retention period (the server does this daily)'],
  async run(args, db, out) {
    words(args.words, 0, 0);
    await out.print(describeRetentionRun(await purgeExpired(db, retentionPeriodsOf(env()))));
  },
};

/** Every admin command, in the order of the usage text. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  list,
  waitlist,
  bookingsCommand,
  eventsCommand,
  tiers,
  person,
  outbox,
  purge,
  operatorCommand,
  campaignCommand,
  newsletterCommand,
];
