import type { AstroGlobal } from 'astro';
import type { Locale } from '../../i18n/config.ts';
import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { translate } from '../../i18n/translate.ts';
import { redactEmails } from '../../lib/security/monitor.ts';
import { logger } from '../logger.ts';
import { runSubmission, type SubmissionHandler } from './submission-endpoint.ts';

/** What a page shows after a plain form post: the outcome, and the visitor's values to fill the form again. */
export interface FormAnswer {
  status: number;
  success: boolean;
  message: string;
  /** The submitted values of the form's own fields (strings only). */
  values: Record<string, string>;
  /** Field → message, when the server named the fields at fault. */
  errors: Record<string, string>;
}

const stringsOnly = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/**
 * Runs a form post through the same handler as the API, sets the page's status and headers (429's
 * Retry-After) from the outcome and returns what the answer page shows. An unexpected failure keeps
 * the visitor's values and shows the form's failure message, so nothing typed is lost.
 */
export async function answerFormPost(
  handler: SubmissionHandler,
  astro: Pick<AstroGlobal, 'request' | 'site' | 'clientAddress' | 'response'>,
  options: { locale: Locale; fields: readonly string[]; failureKey: DictionaryKey },
): Promise<FormAnswer> {
  const answer = await formAnswer(handler, astro, options);
  astro.response.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) astro.response.headers.set(name, value);
  return answer;
}

async function formAnswer(
  handler: SubmissionHandler,
  astro: Pick<AstroGlobal, 'request' | 'site' | 'clientAddress'>,
  options: { locale: Locale; fields: readonly string[]; failureKey: DictionaryKey },
): Promise<FormAnswer & { headers: Record<string, string> }> {
  const keep = (data: Record<string, unknown> | undefined) =>
    Object.fromEntries(options.fields.map((field) => [field, typeof data?.[field] === 'string' ? (data[field] as string) : '']));
  const copy = astro.request.clone();
  try {
    const { result, context } = await runSubmission(handler, astro);
    return {
      status: result.status,
      success: result.body.success,
      message: result.body.message,
      values: keep(context?.data),
      errors: stringsOnly(result.body.errors),
      headers: result.headers ?? {},
    };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    logger.error({ event: 'form_answer_failed', endpoint: handler.name, err: redactEmails({ name, message, stack }) }, 'a form post could not be handled');
    const data = Object.fromEntries(await copy.formData().catch(() => new FormData()));
    return { status: 500, success: false, message: translate(options.locale, options.failureKey), values: keep(data), errors: {}, headers: {} };
  }
}
