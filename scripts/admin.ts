import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, database } from '../src/server/db/instance.ts';
import { runningServerPid } from '../src/server/db/embedded-lock.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { env } from '../src/server/env.ts';
import { toCsv, toJson } from '../src/server/admin/format.ts';
import { erasePerson, exportPerson, LISTS, purgeExpired, retryFailedMail, type ListName } from '../src/server/admin/records.repo.ts';
import { listTierAvailability, setTierSlots } from '../src/server/tiers/tiers.repo.ts';
import { acceptEntry, declineEntry } from '../src/server/waitlist/waitlist.service.ts';
import { OPERATOR_USAGE, runOperatorCommand } from './admin-operator.ts';

const USAGE = `Usage: npm run admin -- <command>

  list <contacts|newsletter|waitlist|outbox> [--format table|csv|json] [--out FILE]
  waitlist accept <id>          accept a pending entry (takes a slot of its tier; refused when full)
  waitlist decline <id>         decline a pending entry
  tiers                         show the tiers' availability
  tiers set-slots <tier> <n>    change a tier's slot count (not below the slots taken)
  person export <email> [--out FILE]   everything stored about an address (JSON)
  person erase <email>          delete everything stored about an address
  outbox retry [<id>]           put failed mails (or one) back in the queue
  purge                         delete unconfirmed newsletter sign-ups and security events past retention
${OPERATOR_USAGE}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string', default: 'table' }, out: { type: 'string' }, help: { type: 'boolean' } },
});
const [command, sub, ...rest] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
function emit(text: string) {
  if (values.out) {
    writeFileSync(values.out, text);
    console.log(`Written to ${values.out}`);
  } else process.stdout.write(text);
}

if (!command || values.help) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
const { DATABASE_URL, DATA_DIR } = env();
const serverPid = DATABASE_URL ? undefined : runningServerPid(DATA_DIR);
if (serverPid) fail(`The server (pid ${serverPid}) is using the embedded database in ${DATA_DIR}; stop it first, or use DATABASE_URL.`);

const handle = await database();
await migrateDatabase(handle);
const { db } = handle;
try {
  switch (command) {
    case 'list': {
      if (!sub || !(sub in LISTS)) fail(USAGE);
      const rows = (await LISTS[sub as ListName](db)) as Record<string, unknown>[];
      if (values.format === 'csv') emit(toCsv(rows));
      else if (values.format === 'json') emit(toJson(rows));
      else console.table(rows);
      break;
    }
    case 'waitlist': {
      const [id] = rest;
      if (!id || (sub !== 'accept' && sub !== 'decline')) fail(USAGE);
      const result = sub === 'accept' ? await acceptEntry(db, id) : await declineEntry(db, id);
      console.log(result);
      if (result === 'tier_full' || result === 'not_pending') process.exitCode = 2;
      break;
    }
    case 'tiers': {
      if (sub === 'set-slots') {
        const [tier, count] = rest;
        if (!tier || !count || !/^\d+$/.test(count)) fail(USAGE);
        if (!(await setTierSlots(db, tier, Number(count)))) fail(`Refused: ${tier} does not exist or has more slots taken than ${count}.`);
      }
      console.table(await listTierAvailability(db));
      break;
    }
    case 'person': {
      const [email] = rest;
      if (!email) fail(USAGE);
      if (sub === 'export') emit(toJson(await exportPerson(db, email)));
      else if (sub === 'erase') console.log(`Deleted ${await erasePerson(db, email)} records.`);
      else fail(USAGE);
      break;
    }
    case 'outbox': {
      if (sub !== 'retry') fail(USAGE);
      console.log(`${await retryFailedMail(db, rest[0])} mails queued again.`);
      break;
    }
    case 'purge': {
      const { RETENTION_UNCONFIRMED_NEWSLETTER_DAYS, RETENTION_SECURITY_EVENTS_DAYS } = env();
      const removed = await purgeExpired(db, { unconfirmedNewsletterDays: RETENTION_UNCONFIRMED_NEWSLETTER_DAYS, securityEventDays: RETENTION_SECURITY_EVENTS_DAYS });
      console.log(`Purged ${removed.unconfirmedNewsletter} unconfirmed newsletter sign-ups and ${removed.securityEvents} security events.`);
      break;
    }
    case 'operator': {
      const code = await runOperatorCommand(db, sub, rest[0]);
      if (code === undefined) fail(USAGE);
      process.exitCode = code;
      break;
    }
    default:
      fail(USAGE);
  }
} finally {
  await closeDatabase();
}
