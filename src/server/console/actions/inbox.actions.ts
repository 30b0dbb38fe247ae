import { z } from 'zod';
import type { Notice } from '#lib/console/notices.ts';
import { markAnswered } from '#server/contact/inbox.service.ts';
import { database } from '#server/db/instance.ts';

const answeredForm = z.object({ answered: z.enum(['true', 'false']) });

/** Marks the message answered or takes the mark back. */
export async function answeredAction(id: string, data: Record<string, unknown>): Promise<Notice> {
  const parsed = answeredForm.safeParse(data);
  if (!parsed.success) return { code: 'invalid' };
  const answered = parsed.data.answered === 'true';
  return (await markAnswered((await database()).db, id, answered)) ? { code: answered ? 'answered' : 'unanswered' } : { code: 'invalid' };
}
