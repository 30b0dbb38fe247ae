import type { APIContext, APIRoute } from 'astro';
import type { Locale } from '../../i18n/config.ts';
import { translate } from '../../i18n/translate.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '../../lib/limits.ts';
import { CHAT_LIMITS } from '../../lib/validation/limits.ts';
import { env } from '../env.ts';
import { problemResponse, type RequestProblem } from '../http/api-errors.ts';
import { jsonResponse } from '../http/json.ts';
import { consumeRate } from '../http/rate-limit.ts';
import { clientAddress, isSameOrigin, readSubmission } from '../http/request.ts';
import { requestLocale } from '../http/submission-endpoint.ts';
import { completionSettings, streamChatCompletion } from '../llm/openai-compatible.ts';
import { logger } from '../logger.ts';
import { parseChatRequest, type ChatRequestProblem } from './chat.request.ts';
import { answerQuestion, type ModelWriter } from './chat.service.ts';
import { countChat } from './counters.ts';
import { siteChatIndex } from './index-file.ts';
import { ndjsonStream } from './ndjson.ts';

const PROBLEM_MESSAGES: Record<ChatRequestProblem, (locale: Locale) => string> = {
  invalid: (locale) => translate(locale, 'chat.error.invalid'),
  too_long: (locale) => translate(locale, 'chat.error.tooLong', { max: CHAT_LIMITS.question.max }),
  too_many_turns: (locale) => translate(locale, 'chat.error.tooManyTurns', { max: CHAT_LIMITS.turns.max }),
};

function refuse(problem: RequestProblem, locale: Locale, headers?: Record<string, string>): Response {
  countChat('refused');
  return problemResponse(problem, locale, headers);
}

function configuredModel(): ModelWriter | undefined {
  const settings = completionSettings();
  return settings ? ({ messages, signal }) => streamChatCompletion({ messages, signal, settings }) : undefined;
}

/**
 * POST /api/chat: same-origin JSON only, within the body limit and the per-address rate limit, then
 * the request's own limits; answers with a stream of JSON lines (lib/chat.ts). Questions and answers
 * are neither stored nor logged, only counted.
 */
export const postChat: APIRoute = async ({ request, site, clientAddress: socketAddress }: APIContext) => {
  const fallbackLocale = requestLocale(undefined, request);
  if (!isSameOrigin(request, site?.origin)) return refuse('cross_site', fallbackLocale);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return refuse('unsupported_type', fallbackLocale);
  const body = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES);
  if ('problem' in body) return refuse(body.problem, fallbackLocale);
  const locale = requestLocale(body.data, request);

  const rate = await consumeRate('chat', clientAddress(request, socketAddress));
  if (!rate.allowed) {
    logger.warn({ event: 'rate_limited', endpoint: 'chat' }, 'rate limit reached');
    return refuse('rate_limited', locale, { 'Retry-After': String(rate.retryAfterSeconds) });
  }
  const parsed = parseChatRequest(body.data);
  if (!parsed.ok) {
    countChat('refused');
    return jsonResponse({ success: false, message: PROBLEM_MESSAGES[parsed.problem](locale) }, 400);
  }

  let index;
  try {
    index = siteChatIndex();
  } catch (error) {
    countChat('errors');
    logger.error({ err: error }, "the assistant's index could not be loaded (npm run build writes it)");
    return jsonResponse({ success: false, message: translate(locale, 'chat.error') }, 503);
  }
  const events = answerQuestion(
    parsed.request,
    {
      index,
      model: configuredModel(),
      modelTimeoutMs: env().CHAT_LLM_TIMEOUT_MS,
      count: countChat,
      onModelFailure: (reason) => logger.warn({ event: 'chat_model_fallback', reason }, "the language model failed; the assistant's own answer was given"),
    },
    request.signal,
  );
  const stream = ndjsonStream(events, (error) => {
    countChat('errors');
    logger.error({ err: error }, 'the assistant failed while answering');
    return { type: 'error', message: translate(locale, 'chat.error') };
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // no-transform: compression and proxies must pass each line on as it comes.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
};

export const otherMethods: APIRoute = ({ request }) => problemResponse('method', requestLocale(undefined, request), { Allow: 'POST' });
