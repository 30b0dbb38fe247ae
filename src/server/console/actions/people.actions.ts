import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';
import { personReference } from '../audit/person-reference.ts';
import { eraseEverywhere, findPerson, type Erasure, type PersonRecords } from '../records/people.service.ts';

/** An address as the console's people form and `person export|erase` take it. */
export const personInput = z.object({ email: z.string().trim().min(3).max(255) });
type PersonInput = z.infer<typeof personInput>;

/**
 * Everything stored about an address (right of access), to be handed over as JSON; the export is written
 * to the audit log with a keyed reference in place of the address.
 */
export async function exportPerson(
  db: Database,
  actor: AuditActor,
  { email }: PersonInput,
): Promise<{ reference: string; records: PersonRecords }> {
  const reference = personReference(email);
  return withTransaction(db, async (tx) => {
    const { records } = await findPerson(tx, email);
    await recordActionIn(tx, actor, 'export', reference, { kind: 'person' });
    return { reference, records };
  });
}

/** Right to erasure: every record about the address goes, and the erasure is audited (by reference) in its transaction. */
export const erasePerson = (db: Database, actor: AuditActor, { email }: PersonInput): Promise<Erasure> =>
  eraseEverywhere(db, email, (tx, { reference, removed, redacted, resumed }) =>
    recordActionIn(tx, actor, 'erase', reference, { records: removed, redacted, resumed }),
  );
