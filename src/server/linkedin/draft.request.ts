import { z } from 'zod';
import { LOCALES, type Locale } from '#i18n/config.ts';
import { parsePoints } from '#lib/linkedin/drafts.ts';
import {
  AUDIENCES,
  GENERATOR_INPUT_LIMITS,
  HASHTAG_CHOICES,
  POST_LANGUAGES,
  POST_LENGTHS,
  TONES,
  type PostInput,
} from '#lib/linkedin/options.ts';

export type ParsedDraftRequest = { ok: true; input: PostInput; lang: Locale } | { ok: false };

const text = (max: number) => z.string().max(max);

const bodySchema = z.object({
  lang: z.enum(LOCALES),
  topic: text(GENERATOR_INPUT_LIMITS.topic),
  points: text(GENERATOR_INPUT_LIMITS.points),
  audience: z.enum(AUDIENCES),
  customAudience: text(GENERATOR_INPUT_LIMITS.customAudience).optional(),
  tone: z.enum(TONES),
  language: z.enum(POST_LANGUAGES),
  length: z.enum(POST_LENGTHS),
  hashtags: z.enum(HASHTAG_CHOICES),
  ownHashtags: text(GENERATOR_INPUT_LIMITS.ownHashtags).optional(),
});

/**
 * A model-draft request (lib/linkedin/model-draft.ts): the generator's own choices and field limits,
 * a topic, at least one key point and, for 'custom', the visitor's audience.
 */
export function parseDraftRequest(body: unknown): ParsedDraftRequest {
  const shape = bodySchema.safeParse(body);
  if (!shape.success) return { ok: false };
  const { lang, topic, points, customAudience, ...choices } = shape.data;
  const input: PostInput = { ...choices, topic: topic.trim(), points: parsePoints(points), customAudience: customAudience?.trim() };
  if (input.topic === '' || input.points.length === 0 || (input.audience === 'custom' && !input.customAudience)) return { ok: false };
  return { ok: true, input, lang };
}
