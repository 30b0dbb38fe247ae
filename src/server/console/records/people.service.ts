import { addressSpellings } from '#lib/validation/email-address.ts';
import { deletePersonRecords, selectPersonRecords } from './records.repo.ts';
import type { Database } from '#server/db/client.ts';
import { env } from '#server/env.ts';
import { mailDirectory, mailFilesAbout, type MailFile } from '#server/mail/mail-files.ts';
import { tellOffers } from '#server/events/registration.service.ts';
import { crashPointForTests } from '#server/test-crash.ts';
import { finishErasureCleanup, finishInterruptedErasures } from './erasure-cleanup.ts';
import { changingTiers } from '#server/tiers/tier-availability.ts';
import { forgetWordsAbout } from '../audit/audit.repo.ts';
import { personReference } from '../audit/person-reference.ts';

/** Everything stored about an address: the records per table, and the file mailer's files that name it. */
export type PersonRecords = Awaited<ReturnType<typeof selectPersonRecords>> & { mailFiles: MailFile[] };

/** The mail files of the outbox rows, and any naming the address in one of its spellings. */
async function mailFiles(email: string, outboxIds: readonly string[]): Promise<MailFile[]> {
  const found = await Promise.all(
    addressSpellings(email).map((spelling) => mailFilesAbout(mailDirectory(env().DATA_DIR), spelling, outboxIds)),
  );
  return [...new Map(found.flat().map((file) => [file.file, file])).values()];
}

/**
 * What the console and `person export` find about an address (right of access): the records per table,
 * the mail files, and how many there are in all – exactly what an erasure deletes.
 */
export async function findPerson(db: Database, email: string): Promise<{ records: PersonRecords; total: number }> {
  const stored = await selectPersonRecords(db, email);
  const records = {
    ...stored,
    mailFiles: await mailFiles(
      email,
      stored.mails.map((mail) => mail.id),
    ),
  };
  const { email: _address, ...found } = records;
  return { records, total: Object.values(found).reduce((sum, items) => sum + items.length, 0) };
}

/** What an erasure removed: records and mail files, others' records the address was erased from, earlier erasures finished. */
export interface Erasure {
  reference: string;
  removed: number;
  redacted: number;
  resumed: number;
}

/**
 * Right to erasure, for the console and `person erase` alike: deletes every record about the address and
 * the mail files of its mails (or naming it), and erases the address from others' records that name it.
 * The audit log's entries about the person keep only their reference: their name and company go.
 * `record` writes what was done in the erasure's own transaction, with the reference in place of the
 * address. The file cleanup is recorded with the erasure and finished here, or after a crash at the next
 * start or erasure.
 */
export async function eraseEverywhere(
  db: Database,
  email: string,
  record: (tx: Database, erasure: Erasure) => Promise<void>,
): Promise<Erasure> {
  const resumed = await finishInterruptedErasures(db);
  const reference = personReference(email);
  let erasure: Erasure | undefined;
  // An accepted entry's slot goes back to its tier.
  const erased = await changingTiers(db, () =>
    deletePersonRecords(
      db,
      email,
      async (mailIds) => (await mailFiles(email, mailIds)).map((file) => file.file),
      async (tx, rows) => {
        // The seats the person held went to the next in line (decision 0051): they are told in the same transaction.
        await tellOffers(tx, rows.offers, env().SITE_URL, new Date());
        await forgetWordsAbout(tx, reference);
        erasure = { reference, removed: rows.rows + rows.mailFiles.length, redacted: rows.redacted, resumed };
        await record(tx, erasure);
      },
    ),
  );
  crashPointForTests('erasure_committed');
  await finishErasureCleanup(db, { id: erased.cleanupId, mailFiles: erased.mailFiles });
  return erasure!;
}
