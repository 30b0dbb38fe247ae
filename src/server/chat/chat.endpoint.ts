import type { APIContext, APIRoute } from 'astro';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { CHAT_LIMITS } from '#lib/validation/limits.ts';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { jsonResponse } from '../http/json.ts';
import { ndjsonResponse } from '../http/ndjson.ts';
import { acceptRequest } from '../http/accept-request.ts';
import { problemResponse } from '../http/api-errors.ts';
import { configuredModelWriter } from '../llm/model-writer.ts';
import { logger } from '../logger.ts';
import { parseChatRequest, type ChatRequestProblem } from './chat.request.ts';
import { answerQuestion } from './chat.service.ts';
import { countChat } from './counters.ts';
import { tierAvailability } from '../tiers/tier-availability.ts';
import { siteChatIndex } from './index-file.ts';
import { SLOTS_NAMED, type LiveFactName, type LiveFacts } from './live-facts.ts';
import { nextFreeSlots } from '../booking/booking.service.ts';
import { countConversion } from '../analytics/recording.ts';

/** What the answer states, read now: the tiers' places as /api/tiers gives them, the next free slots as the booking page offers them. */
const LIVE_READERS: { [Name in LiveFactName]: () => Promise<LiveFacts[Name]> } = {
  tiers: async () => tierAvailability((await database()).db),
  slots: async () => (await nextFreeSlots((await database()).db, SLOTS_NAMED)).map((slot) => new Date(slot.startsAt)),
};

/** The live facts an answer needs; one that cannot be read (the database away) is left out, and the answer says where to look. */
async function readLiveFacts(needed: readonly LiveFactName[]): Promise<LiveFacts> {
  const facts: LiveFacts = {};
  for (const name of needed) {
    try {
      Object.assign(facts, { [name]: await LIVE_READERS[name]() });
    } catch (error) {
      logger.warn({ err: error, fact: name }, 'the assistant could not read a live fact; it answers without it');
    }
  }
  return facts;
}

const PROBLEM_MESSAGES: Record<ChatRequestProblem, (locale: Locale) => string> = {
  invalid: (locale) => translate(locale, 'chat.error.invalid'),
  too_long: (locale) => translate(locale, 'chat.error.tooLong', { max: CHAT_LIMITS.question.max }),
  too_many_turns: (locale) => translate(locale, 'chat.error.tooManyTurns', { max: CHAT_LIMITS.turns.max }),
};

/**
 * POST /api/chat: same-origin JSON only, within the body limit and the per-address rate limit, then
 * the request's own limits; answers with a stream of JSON lines (lib/chat.ts). Questions and answers
 * are neither stored nor logged, only counted.
 */
export const postChat: APIRoute = async (context: APIContext) => {
  const accepted = await acceptRequest(context, { limit: 'chat', bodies: ['json'] });
  if (!accepted.ok) {
    countChat('refused');
    return problemResponse(accepted);
  }
  const { data, locale } = accepted.body;
  const parsed = parseChatRequest(data);
  if (!parsed.ok) {
    countChat('refused');
    return jsonResponse({ success: false, message: PROBLEM_MESSAGES[parsed.problem](locale) }, 400);
  }

  countConversion(accepted.body.address, context.request.headers, 'assistant_question');
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
      model: configuredModelWriter(),
      modelTimeoutMs: env().CHAT_LLM_TIMEOUT_MS,
      liveFacts: readLiveFacts,
      count: countChat,
      onModelFailure: (reason) =>
        logger.warn({ event: 'chat_model_fallback', reason }, "the language model failed; the assistant's own answer was given"),
    },
    context.request.signal,
  );
  return ndjsonResponse(events, (error) => {
    countChat('errors');
    logger.error({ err: error }, 'the assistant failed while answering');
    return { type: 'error', message: translate(locale, 'chat.error') };
  });
};
