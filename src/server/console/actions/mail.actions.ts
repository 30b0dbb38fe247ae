import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { aboutMail } from '../audit/about.repo.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';
import { retryFailedMail } from '../records/records.repo.ts';

/** One failed mail (by id) or all of them (no id, or an empty one). */
export const retryInput = z.object({ id: z.preprocess((id) => id || undefined, z.uuid().optional()) });

/** Puts failed mail back in the queue and writes how many to the audit log (one mail with its kind and its recipient's reference), in one transaction. */
export async function retryMail(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof retryInput>,
): Promise<{ code: 'retried'; count: number } | { code: 'nothing_to_retry' }> {
  return withTransaction(db, async (tx) => {
    const queued = await retryFailedMail(tx, id);
    if (queued === 0) return { code: 'nothing_to_retry' };
    await recordActionIn(tx, actor, 'retry', id ?? 'all', { mails: queued, ...(id ? await aboutMail(tx, id) : {}) });
    return { code: 'retried', count: queued };
  });
}
