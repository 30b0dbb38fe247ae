import { z } from 'zod';
import { toJson } from '../cli/format.ts';
import { database } from '#server/db/instance.ts';
import { downloadResponse } from '#server/http/download.ts';
import { recordAction } from '../audit/audit.service.ts';
import { readConsoleForm, redirectWithNotice, type ConsoleRequest } from '../web/console-post.ts';
import { eraseEverywhere, findPerson, personReference } from '../records/people.service.ts';

const personForm = z.object({
  intent: z.enum(['find', 'confirm', 'erase', 'export']),
  email: z.string().trim().min(3).max(255),
});

/** What the people page shows after a post: what is stored (found), the erasure's confirmation step, or a refusal. */
export type PeopleView = { view: 'found' | 'confirm'; email: string; found: Awaited<ReturnType<typeof findPerson>> } | { view: 'invalid' };

/**
 * The people page's posts. The address travels in the body only, never in an address bar or a log:
 * find shows what is stored, confirm asks before erasing, erase deletes and goes back with the count,
 * export downloads it all as JSON (right of access). Erasure and export are written to the audit log
 * with a reference in place of the address.
 */
export async function peopleAction(context: ConsoleRequest): Promise<PeopleView | { response: Response }> {
  const form = await readConsoleForm(context);
  if ('response' in form) return form;
  const parsed = personForm.safeParse(form.data);
  if (!parsed.success) return { view: 'invalid' };
  const { intent, email } = parsed.data;
  const { db } = await database();
  if (intent === 'erase') {
    const { removed } = await eraseEverywhere(db, email, (reference, details) => recordAction(form.operator, 'erase', reference, details));
    return { response: redirectWithNotice(context.url, { code: 'erased', count: removed }) };
  }
  if (intent === 'export') {
    const reference = personReference(email);
    const { records } = await findPerson(db, email);
    await recordAction(form.operator, 'export', reference, { kind: 'person' });
    return { response: downloadResponse([toJson(records)], { filename: `person-${reference}.json`, contentType: 'application/json; charset=utf-8' }) };
  }
  return { view: intent === 'find' ? 'found' : 'confirm', email, found: await findPerson(db, email) };
}
