import type { AstroCookies } from 'astro';
import type { Notice } from '#lib/console/notices.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '#lib/limits.ts';
import { readSubmission } from '#server/http/request.ts';
import { consoleAction, type SignedInOperator } from '../access/console-guard.ts';
import { noticeHref } from './query.ts';

export interface ConsoleRequest {
  request: Request;
  cookies: AstroCookies;
  url: URL;
  clientAddress: string;
}

/** A console form post that passed the guard (same origin, signed in): who sent it and its fields. */
export type ConsoleForm = { operator: SignedInOperator; data: Record<string, unknown> } | { response: Response };

/** The guard, then the form body; a body that is not a form within the size limit is answered 400. */
export async function readConsoleForm(context: ConsoleRequest): Promise<ConsoleForm> {
  const guard = await consoleAction(context);
  if ('response' in guard) return guard;
  const submission = await readSubmission(context.request, REQUEST_BODY_LIMIT_BYTES, ['form']);
  if ('problem' in submission) return { response: new Response(null, { status: 400 }) };
  return { operator: guard.operator, data: submission.data };
}

/** 303 back to the page (with its filters) and the action's notice, so a reload does not post again. */
export const redirectWithNotice = (url: URL, notice: Notice): Response => new Response(null, { status: 303, headers: { Location: noticeHref(url, notice) } });

/** The usual console post: the guard, the form, the action, then back to the page with what came of it. */
export async function answerConsolePost(context: ConsoleRequest, action: (data: Record<string, unknown>, operator: SignedInOperator) => Promise<Notice>): Promise<Response> {
  const form = await readConsoleForm(context);
  if ('response' in form) return form.response;
  return redirectWithNotice(context.url, await action(form.data, form.operator));
}
