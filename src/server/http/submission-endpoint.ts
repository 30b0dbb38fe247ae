import type { APIContext, APIRoute } from 'astro';
import type { Locale } from '#i18n/config.ts';
import { translate, type PlainKey } from '#i18n/translate.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import type { FieldErrors, FormReply, RequestProblem } from '#lib/forms/reply.ts';
import { firstError } from '#lib/forms/validate.ts';
import { logger } from '../logger.ts';
import { databaseFailed } from '../db/instance.ts';
import { env } from '../env.ts';
import { notSoonerThan, RisingFloor } from './answer-floor.ts';
import { remember } from '../remember.ts';
import { recordAnswerTime } from './answer-times.ts';
import { acceptRequest, unavailable, type Acceptance, type RequestBody, type RequestContext } from './accept-request.ts';
import { problemAnswer, problemResponse } from './api-errors.ts';
import { jsonResponse } from './json.ts';
import type { RateLimitName } from '../config/rate-limit-registry.ts';
import { refererPath } from './public-origin.ts';
import { unreadRequestLocale } from './request.ts';
import { hashClient } from '../clients/client-hash.ts';
import type { ConversionKind } from '#lib/analytics.ts';
import { countConversion } from '../analytics/recording.ts';

export interface SubmissionContext extends RequestBody {
  /** The client's address hashed for this form alone (its name is the purpose), never the address itself. */
  clientHash: string;
  /** The page of this site the visitor sent the form from (language-prefixed path), or '' when unknown. */
  sourcePage: string;
}

/** What a form's rules made of a submission: `ok` when it was taken, else why not and the fields at fault. */
export interface Outcome<Code extends string, Field extends string> {
  code: Code | 'ok';
  errors?: FieldErrors<Field>;
  /** What the message and the redirect say of this outcome (a booked time, the next free ones), already in the request's language. */
  params?: Record<string, string>;
}

type Message<Field extends string> = (locale: Locale, errors: FieldErrors<Field>, params: Record<string, string>) => string;

/** How an outcome goes out over HTTP: its status, its message, and the `back` value a plain post to the API is redirected with. */
export interface Answer<Field extends string> {
  status: number;
  message: Message<Field>;
  back?: string;
}

export interface SubmissionHandler<Code extends string, Field extends string = never> {
  name: RateLimitName;
  /** The form's rules: validate with the shared schema, call the service, name the outcome. */
  handle: (context: SubmissionContext) => Promise<Outcome<Code, Field>>;
  /**
   * The outcome `handle` would name, decided without storing or sending anything: the answer to a
   * filled honeypot, so that a bot learns nothing from it. Without it, a bot is told `ok`.
   */
  decoy?: (context: SubmissionContext) => Promise<Outcome<Code, Field>>;
  /** The spec's status and message of each outcome; a message for a front refusal replaces the front's own (spec §8 markers). */
  answers: Record<Code | 'ok', Answer<Field>> & Partial<Record<RequestProblem, { message: Message<Field> }>>;
  /** Where a plain form post to the API goes afterwards (303), told the answer's `back`. */
  redirect?: (context: SubmissionContext, back: string, params: Record<string, string>) => string;
  /**
   * False for a report no person fills in or waits on (the security monitor's): its answer tells nothing a
   * bot could use, so it is not held to FORM_ANSWER_FLOOR_MS, which would only slow a burst of reports down.
   */
  answerFloor?: false;
  /** The visitor statistics' conversion a taken submission is (decision 0036), with its detail (a waiting-list entry's tier). */
  conversion?: (context: SubmissionContext) => [ConversionKind, string?];
}

/** What a handler's outcome became: an HTTP status and the form's reply. */
export interface SubmissionResult<Code extends string, Field extends string> {
  status: number;
  body: FormReply<Code | 'ok', Field>;
  /** Where a plain HTML form post to the API goes afterwards (303); JSON callers get the body. */
  formRedirect?: string | undefined;
  headers?: Record<string, string> | undefined;
}

/** The outcome of one submission; `context` is missing when the request was refused before it was read. */
export interface SubmissionOutcome<Code extends string, Field extends string> {
  result: SubmissionResult<Code, Field>;
  context?: SubmissionContext | undefined;
}

/**
 * Every submission that passed the form's rules is answered no sooner than this, a visitor's and a bot's
 * alike: storing one takes longer than the honeypot's decoy, which stores nothing (contact 2.4
 * against 0.1 ms, waiting list 2.8 against 1.5 ms), and a new newsletter address longer than a known one
 * (10.3 against 6.6 ms). Well above the slowest path, so the time tells neither. A refusal by
 * the rules themselves (field errors) is the same work on both paths and is answered at once.
 */
export const FORM_ANSWER_FLOOR_MS = 60;

/** Each form's floor, raised by its own recent work when the machine is busy (see RisingFloor). */
const formFloors = remember('form-answer-floors', () => new Map<RateLimitName, RisingFloor>());
function formFloor(name: RateLimitName): RisingFloor {
  let floor = formFloors.get(name);
  if (!floor) formFloors.set(name, (floor = new RisingFloor(FORM_ANSWER_FLOOR_MS)));
  return floor;
}

/** A message from the dictionary, in the request's language. */
export const says =
  (key: PlainKey): Message<string> =>
  (locale) =>
    translate(locale, key);

/** A message its callers recognise whatever the language (spec §8 markers). */
export const fixedText =
  (text: string): Message<string> =>
  () =>
    text;

/** The text of the first rule broken, for forms that show one message at a time. */
export const firstProblem =
  (fallback: PlainKey): Message<string> =>
  (locale, errors) =>
    translate(locale, firstError(errors) ?? fallback);

function submissionContext(form: RateLimitName, body: RequestBody, request: Request): SubmissionContext {
  return { ...body, clientHash: hashClient(body.address, form), sourcePage: refererPath(request)?.slice(0, 200) ?? '' };
}

function answer<Code extends string, Field extends string>(
  handler: SubmissionHandler<Code, Field>,
  { code, errors, params = {} }: Outcome<Code, Field>,
  context: SubmissionContext,
): SubmissionResult<Code, Field> {
  const { status, message, back } = handler.answers[code];
  return {
    status,
    body: { success: code === 'ok', message: message(context.locale, errors ?? {}, params), code, ...(errors && { errors }) },
    formRedirect: back === undefined ? undefined : handler.redirect?.(context, back, params),
  };
}

function refusal<Code extends string, Field extends string>(
  handler: SubmissionHandler<Code, Field>,
  { problem, locale, headers }: Exclude<Acceptance, { ok: true }>,
): SubmissionResult<Code, Field> {
  const { status, message } = problemAnswer(problem, locale);
  const own = handler.answers[problem];
  return { status, body: { success: false, message: own ? own.message(locale, {}, {}) : message, code: problem }, headers };
}

/**
 * Every form submission, for the API and for the pages that answer plain form posts: the shared front
 * (origin, JSON or form body, size, rate limit), the honeypot, then the handler's own rules.
 */
export async function runSubmission<Code extends string, Field extends string>(
  handler: SubmissionHandler<Code, Field>,
  requestContext: RequestContext,
): Promise<SubmissionOutcome<Code, Field>> {
  const accepted = await acceptRequest(requestContext, { limit: handler.name, bodies: ['json', 'form'] });
  if (!accepted.ok)
    return {
      result: refusal(handler, accepted),
      context: accepted.body && submissionContext(handler.name, accepted.body, requestContext.request),
    };
  const context = submissionContext(handler.name, accepted.body, requestContext.request);
  const honeypot = context.data[HONEYPOT_FIELD];
  const isBot = typeof honeypot === 'string' && honeypot !== '';
  if (isBot) logger.info({ event: 'honeypot', endpoint: handler.name }, 'ignored a bot submission');
  try {
    const started = performance.now();
    // A bot is answered as the form's rules would answer it, as late as a visitor, and nothing is stored.
    const decide = async (): Promise<Outcome<Code, Field>> =>
      isBot ? ((await handler.decoy?.(context)) ?? { code: 'ok' }) : handler.handle(context);
    const outcome =
      handler.answerFloor === false
        ? await decide()
        : await notSoonerThan(formFloor(handler.name), decide, ({ errors }) => errors === undefined);
    if (env().ENABLE_TEST_HOOKS) recordAnswerTime(handler.name, performance.now() - started);
    if (!isBot && outcome.code === 'ok' && handler.conversion)
      countConversion(context.address, requestContext.request.headers, ...handler.conversion(context));
    return { result: answer(handler, outcome, context), context };
  } catch (error) {
    // Nothing was stored (the transaction did not commit): the visitor is asked to send it again shortly.
    if (!databaseFailed(error)) throw error;
    logger.warn({ event: 'database_unavailable', endpoint: handler.name }, 'a submission met the database away');
    return { result: refusal(handler, unavailable(accepted.body)), context };
  }
}

/** An API route around a submission handler: JSON answers, and a 303 for plain form posts. */
export function submissionEndpoint<Code extends string, Field extends string>(
  handler: SubmissionHandler<Code, Field>,
): { POST: APIRoute; ALL: APIRoute } {
  const POST: APIRoute = async (apiContext: APIContext) => {
    const { result, context } = await runSubmission(handler, apiContext);
    if (context?.kind === 'form' && result.formRedirect)
      return new Response(null, { status: 303, headers: { Location: result.formRedirect } });
    return jsonResponse(result.body, result.status, result.headers);
  };
  return { POST, ALL: onlyPost };
}

/** The answer of a POST-only endpoint to any other method: 405 with Allow. */
export const onlyPost: APIRoute = ({ request }) =>
  problemResponse({ problem: 'method', locale: unreadRequestLocale(request), headers: { Allow: 'POST' } });
