import { z } from 'zod';
import { env, retentionPeriodsOf } from '#server/env.ts';
import { describeRetentionRun } from '#server/jobs/retention-report.ts';
import { purgeExpired } from '#server/jobs/retention.service.ts';
import { changingTiers } from '#server/tiers/tier-availability.ts';
import { listTierAvailability, setTierSlots } from '#server/tiers/tiers.repo.ts';
import { eraseEverywhere, findPerson, personReference } from '../records/people.service.ts';
import { operatorCommand } from './operator.command.ts';
import { recordActionIn, type AuditAction } from '../audit/audit.service.ts';
import { acceptEntry, declineEntry } from '#server/waitlist/waitlist.service.ts';
import { UsageError, type AdminCommand } from './command.ts';
import { formatTable, toJson } from './format.ts';
import { writeList } from './list-export.ts';
import { isListName, retryFailedMail } from '../records/records.repo.ts';
import type { Database } from '#server/db/client.ts';

/** The audit log's record of what a command did: the actor is the command line (spec: every operator action). */
const audit = (db: Database, action: AuditAction, target?: string, details?: Record<string, unknown>) => recordActionIn(db, { cli: true }, action, target, details);

/** The words a command takes, exactly: anything else is wrong usage. */
function words(given: string[], min: number, max: number): string[] {
  if (given.length < min || given.length > max) throw new UsageError();
  return given;
}
const isId = (value: string | undefined): value is string => z.uuid().safeParse(value).success;

const list: AdminCommand = {
  name: 'list',
  usage: ['list <contacts|newsletter|waitlist|outbox> [--format table|csv|json] [--out FILE]'],
  async run(args, db, out) {
    const [name] = words(args.words, 1, 1);
    if (!isListName(name)) throw new UsageError();
    await writeList(db, name, args.format, out);
  },
};

const waitlist: AdminCommand = {
  name: 'waitlist',
  usage: [
    'waitlist accept <id>          accept a pending entry (takes a slot of its tier; refused when full)',
    'waitlist decline <id>         decline a pending entry',
  ],
  async run(args, db, out) {
    const [decision, id] = words(args.words, 2, 2);
    if ((decision !== 'accept' && decision !== 'decline') || !isId(id)) throw new UsageError();
    const result = decision === 'accept' ? await acceptEntry(db, id) : await declineEntry(db, id);
    if (result === 'accepted' || result === 'declined') await audit(db, decision, id);
    await out.print(result);
    return result === 'tier_full' || result === 'not_pending' ? 2 : 0;
  },
};

const tiers: AdminCommand = {
  name: 'tiers',
  usage: ["tiers                         show the tiers' availability", "tiers set-slots <tier> <n>    change a tier's slot count (not below the slots taken)"],
  async run(args, db, out) {
    if (args.words.length > 0) {
      const [sub, tier, count] = words(args.words, 3, 3);
      if (sub !== 'set-slots' || !tier || !/^\d+$/.test(count!)) throw new UsageError();
      if (!(await changingTiers(db, () => setTierSlots(db, tier, Number(count))))) {
        await out.error(`Refused: ${tier} does not exist or has more slots taken than ${count}.`);
        return 1;
      }
      await audit(db, 'slots', tier, { slots: Number(count) });
    }
    await out.print(formatTable(await listTierAvailability(db)));
    return 0;
  },
};

const person: AdminCommand = {
  name: 'person',
  usage: ['person export <email> [--out FILE]   everything stored about an address (JSON), and others\' records that name it', 'person erase <email>          delete everything stored about an address, mail files included; erase it from others\' records'],
  async run(args, db, out) {
    const [action, email] = words(args.words, 2, 2);
    if (action === 'export') {
      await out.data(toJson((await findPerson(db, email!)).records));
      await audit(db, 'export', personReference(email!), { kind: 'person' });
    } else if (action === 'erase') {
      const { removed, redacted, resumed } = await eraseEverywhere(db, email!, (reference, details) => audit(db, 'erase', reference, details));
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
    if (action !== 'retry' || (id !== undefined && !isId(id))) throw new UsageError();
    const queued = await retryFailedMail(db, id);
    if (queued > 0) await audit(db, 'retry', id ?? 'all', { mails: queued });
    await out.print(`${queued} mails queued again.`);
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
export const ADMIN_COMMANDS: readonly AdminCommand[] = [list, waitlist, tiers, person, outbox, purge, operatorCommand];
