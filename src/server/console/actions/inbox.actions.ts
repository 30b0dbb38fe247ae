import { z } from 'zod';
import { markAnswered } from '#server/contact/inbox.service.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { aboutMessage } from '../audit/about.repo.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

export const answeredInput = z.object({ id: z.uuid(), answered: z.stringbool({ truthy: ['true'], falsy: ['false'] }) });

/** Marks a message answered or takes the mark back, with its audit entry (naming the sender); invalid when there is no such message. */
export async function markMessageAnswered(
  db: Database,
  actor: AuditActor,
  { id, answered }: z.infer<typeof answeredInput>,
): Promise<{ code: 'answered' | 'unanswered' | 'invalid' }> {
  return withTransaction(db, async (tx) => {
    if (!(await markAnswered(tx, id, answered))) return { code: 'invalid' };
    await recordActionIn(tx, actor, 'answered', id, { answered, ...(await aboutMessage(tx, id)) });
    return { code: answered ? 'answered' : 'unanswered' };
  });
}
