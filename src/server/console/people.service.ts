import { createHmac } from 'node:crypto';
import { erasePerson, exportPerson } from '../admin/records.repo.ts';
import type { Database } from '../db/client.ts';
import { env } from '../env.ts';

export type PersonRecords = Awaited<ReturnType<typeof exportPerson>>;

/** What the console finds about an address: the records per table and how many there are in all. */
export async function findPerson(db: Database, email: string): Promise<{ records: PersonRecords; total: number }> {
  const records = await exportPerson(db, email);
  const { email: _address, ...tables } = records;
  return { records, total: Object.values(tables).reduce((sum, rows) => sum + rows.length, 0) };
}

/**
 * How the audit log names an erased person: a keyed hash of the address, cut short. It tells two
 * erasures of the same address apart from others, and cannot be turned back into the address without
 * the server's secret.
 */
export const personReference = (email: string): string =>
  createHmac('sha256', env().CLIENT_HASH_SALT).update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * Right to erasure: deletes everything stored about the address, then has the erasure recorded by
 * `record` with the reference and the count – never the address itself.
 */
export async function eraseEverywhere(db: Database, email: string, record: (reference: string, details: { records: number }) => Promise<void>): Promise<number> {
  const removed = await erasePerson(db, email);
  await record(personReference(email), { records: removed });
  return removed;
}
