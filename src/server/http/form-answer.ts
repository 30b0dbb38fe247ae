import type { AstroGlobal } from 'astro';
import type { Locale } from '#i18n/config.ts';
import { translate, type PlainKey } from '#i18n/translate.ts';
import type { FormReply } from '#lib/forms/reply.ts';
import { logger } from '../logger.ts';
import { setPageStatus } from './page-status.ts';
import { runSubmission, type SubmissionHandler } from './submission-endpoint.ts';

/** What a page shows after a plain form post: the form's reply, and the visitor's values to fill the form again. */
export interface FormAnswer<Code extends string, Field extends string> {
  reply: FormReply<Code | 'ok', Field>;
  /** The submitted values of the form's own fields (strings only). */
  values: Record<string, string>;
  /** Where the browser goes next (303), when the form's handler leads a taken post on to a page of its own. */
  redirect?: string | undefined;
}

type AnswerOptions = { locale: Locale; fields: readonly string[]; failureKey: PlainKey };

/**
 * Runs a form post through the same handler as the API, sets the page's status and headers (429's
 * Retry-After) from the outcome and returns what the answer page shows. An unexpected failure keeps
 * the visitor's values and answers with the code `failed` and the form's failure message, so nothing
 * typed is lost.
 */
export async function answerFormPost<Code extends string, Field extends string>(
  handler: SubmissionHandler<Code, Field>,
  astro: Pick<AstroGlobal, 'request' | 'clientAddress' | 'response'>,
  options: AnswerOptions,
): Promise<FormAnswer<Code, Field>> {
  const keep = (data: Record<string, unknown> | undefined) =>
    Object.fromEntries(options.fields.map((field) => [field, typeof data?.[field] === 'string' ? data[field] : '']));
  const copy = astro.request.clone();
  try {
    const { result, context } = await runSubmission(handler, astro);
    setPageStatus(astro.response, result.status);
    for (const [name, value] of Object.entries(result.headers ?? {})) astro.response.headers.set(name, value);
    return { reply: result.body, values: keep(context?.data), redirect: result.formRedirect };
  } catch (error) {
    logger.error({ event: 'form_answer_failed', endpoint: handler.name, err: error }, 'a form post could not be handled');
    setPageStatus(astro.response, 500);
    const data = Object.fromEntries(await copy.formData().catch(() => new FormData()));
    return { reply: { success: false, message: translate(options.locale, options.failureKey), code: 'failed' }, values: keep(data) };
  }
}
