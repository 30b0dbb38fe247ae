import { z } from 'zod';
import type { Notice } from '#lib/console/notices.ts';
import { retryFailedMail } from '../records/records.repo.ts';
import { database } from '#server/db/instance.ts';
import { recordAction } from '../audit/audit.service.ts';
import type { SignedInOperator } from '../access/console-guard.ts';

/** One failed mail (by id) or all of them. */
const retryForm = z.object({ id: z.uuid().optional() });

/** Puts failed mail back in the queue, as `npm run admin -- outbox retry` does, and writes it to the audit log. */
export async function retryMailAction(data: Record<string, unknown>, operator: SignedInOperator): Promise<Notice> {
  const parsed = retryForm.safeParse({ id: data.id || undefined });
  if (!parsed.success) return { code: 'invalid' };
  const queued = await retryFailedMail((await database()).db, parsed.data.id);
  if (queued === 0) return { code: 'nothing_to_retry' };
  await recordAction(operator, 'retry', parsed.data.id ?? 'all', { mails: queued });
  return { code: 'retried', count: queued };
}
