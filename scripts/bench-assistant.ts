import { CHAT_ENDPOINT } from '../src/lib/chat.ts';
import { loadQuestions } from '../src/server/chat/eval/evaluate.ts';
import { steadyLoad } from './bench-steady.ts';

/** decision 0004: the assistant at a steady 50 questions a second for 30 s: p95 ≤ 100 ms, no error, equal answers to equal questions. */
export const ASSISTANT_TARGETS = { rate: 50, seconds: 30, p95Ms: 100 } as const;

/**
 * Asks the evaluation set's questions in turn (each several times over the run) and reports the latency
 * to the answer's last byte, the errors, and whether any question got two different answers. The server
 * must allow the rate (RATE_LIMIT_CHAT) and run without a language model.
 */
export async function benchAssistant(origin: string): Promise<boolean> {
  const questions = loadQuestions();
  const bodies = questions.map((item) =>
    JSON.stringify({
      lang: item.lang,
      messages: [...item.before, item.question].flatMap((content, index, all) => [
        { role: 'user', content },
        ...(index < all.length - 1 ? [{ role: 'assistant', content: '…' }] : []),
      ]),
    }),
  );
  const load = await steadyLoad({
    origin,
    paths: [CHAT_ENDPOINT],
    rate: ASSISTANT_TARGETS.rate,
    seconds: ASSISTANT_TARGETS.seconds,
    headers: { 'content-type': 'application/json', origin },
    bodies,
  });
  const differing = [...load.answers.values()].filter((answers) => answers.size > 1).length;
  console.table([
    {
      case: `POST ${CHAT_ENDPOINT} (${questions.length} questions in turn)`,
      'sent/s': Number(load.perSecond.toFixed(1)),
      'p50 ms': Number(load.p50.toFixed(1)),
      'p95 ms': Number(load.p95.toFixed(1)),
      'p99 ms': Number(load.p99.toFixed(1)),
      errors: load.errors,
      'questions with differing answers': differing,
    },
  ]);
  const ok = load.errors === 0 && load.p95 <= ASSISTANT_TARGETS.p95Ms && differing === 0;
  console.log(
    `Assistant: ${ASSISTANT_TARGETS.rate}/s for ${ASSISTANT_TARGETS.seconds} s → p95 ${load.p95.toFixed(1)} ms (target ≤ ${ASSISTANT_TARGETS.p95Ms}), errors ${load.errors}, differing answers ${differing} → ${ok ? 'met' : 'MISSED'}`,
  );
  return ok;
}
