import { z } from 'zod';
import { LOCALES, type Locale } from '#i18n/config.ts';
import type { ChatTurn } from '#lib/chat.ts';
import { CHAT_LIMITS } from '#lib/validation/limits.ts';

/** A question to the assistant: the conversation so far, ending with the visitor's question. */
export interface ChatRequest {
  lang: Locale;
  messages: ChatTurn[];
}

export type ChatRequestProblem = 'invalid' | 'too_long' | 'too_many_turns';

export type ParsedChatRequest = { ok: true; request: ChatRequest } | { ok: false; problem: ChatRequestProblem };

const bodySchema = z.object({
  lang: z.enum(LOCALES),
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .min(1)
    // A conversation alternates; anything longer than the turn limit allows is refused unread.
    .max(CHAT_LIMITS.turns.max * 2 + 2),
});

/**
 * Checks a request body: the shape, then the limits – each question at most 500 characters, earlier
 * answers at most 4000, at most 10 questions per conversation – and that it ends with a question.
 */
export function parseChatRequest(body: unknown): ParsedChatRequest {
  const shape = bodySchema.safeParse(body);
  if (!shape.success) {
    const tooMany = shape.error.issues.some((issue) => issue.code === 'too_big' && issue.path.join('.') === 'messages');
    return { ok: false, problem: tooMany ? 'too_many_turns' : 'invalid' };
  }
  const messages = shape.data.messages.map((turn) => ({ role: turn.role, content: turn.content.trim() }));
  const questions = messages.filter((turn) => turn.role === 'user');
  if (messages.at(-1)?.role !== 'user' || messages.some((turn) => turn.content === '')) return { ok: false, problem: 'invalid' };
  if (questions.length > CHAT_LIMITS.turns.max) return { ok: false, problem: 'too_many_turns' };
  if (questions.some((turn) => turn.content.length > CHAT_LIMITS.question.max)) return { ok: false, problem: 'too_long' };
  if (messages.some((turn) => turn.role === 'assistant' && turn.content.length > CHAT_LIMITS.answer.max))
    return { ok: false, problem: 'invalid' };
  return { ok: true, request: { lang: shape.data.lang, messages } };
}
