import type { APIContext, APIRoute } from 'astro';
import { translate } from '#i18n/translate.ts';
import { env } from '../env.ts';
import { jsonResponse } from '../http/json.ts';
import { ndjsonResponse } from '../http/ndjson.ts';
import { acceptRequest } from '../http/accept-request.ts';
import { problemResponse } from '../http/api-errors.ts';
import { configuredModelWriter } from '../llm/model-writer.ts';
import { logger } from '../logger.ts';
import { parseDraftRequest } from './draft.request.ts';
import { writeModelDraft } from './draft.service.ts';

/**
 * POST /api/linkedin-draft: the LinkedIn generator's draft by the configured language model. Same-origin
 * JSON within the body limit and the per-address rate limit, then the generator's own field rules;
 * 503 when no model is set up. The draft streams as JSON lines (lib/linkedin/model-draft.ts); the
 * visitor's input is neither stored nor logged.
 */
export const postLinkedinDraft: APIRoute = async (context: APIContext) => {
  const accepted = await acceptRequest(context, { limit: 'linkedinDraft', bodies: ['json'] });
  if (!accepted.ok) return problemResponse(accepted);
  const { data, locale } = accepted.body;
  const parsed = parseDraftRequest(data);
  if (!parsed.ok) return jsonResponse({ success: false, message: translate(locale, 'linkedin.model.invalid') }, 400);
  const model = configuredModelWriter();
  if (!model) return jsonResponse({ success: false, message: translate(locale, 'linkedin.model.unavailable') }, 503);

  const failureMessage = translate(parsed.lang, 'linkedin.model.failed');
  const events = writeModelDraft(
    parsed.input,
    {
      model,
      timeoutMs: env().CHAT_LLM_DRAFT_TIMEOUT_MS,
      failureMessage,
      onModelFailure: (reason) => logger.warn({ event: 'linkedin_draft_failed', reason }, 'the language model gave no LinkedIn draft'),
    },
    context.request.signal,
  );
  return ndjsonResponse(events, (error) => {
    logger.error({ err: error }, 'the LinkedIn draft failed');
    return { type: 'error', message: failureMessage };
  });
};
