import type { ChatEvent } from '#lib/chat.ts';
import type { ModelWriter } from '../llm/model-writer.ts';
import type { ChatRequest } from './chat.request.ts';
import { composeAnswer } from './compose.ts';
import type { ChatCounts } from './counters.ts';
import { neededLiveFacts, withLiveFacts, type LiveFactName, type LiveFacts } from './live-facts.ts';
import { planAnswer } from './plan.ts';
import { modelMessages } from './prompt.ts';
import type { ChatIndex } from './search/chat-index.ts';

export interface ChatDependencies {
  index: ChatIndex;
  /** Without a model, the assistant gives its own answer from the passages. */
  model?: ModelWriter | undefined;
  /** How long the model may take for its whole answer. */
  modelTimeoutMs: number;
  /** Reads what only the running system knows (the tiers' free places, the free slots); asked only for what an answer states. */
  liveFacts: (needed: readonly LiveFactName[]) => Promise<LiveFacts>;
  count: (name: keyof ChatCounts) => void;
  /** Told why the model was not used for an answer; never given the question. */
  onModelFailure?: (reason: string) => void;
}

/**
 * The answer to the last question of a conversation, as a stream of events: the sources first, then
 * the text, then `done`. With a model, the model writes the text from the passages as it goes; if it
 * fails or runs out of time, a `reset` (when it had begun) is followed by the assistant's own answer.
 * Declines and the tax-advice stance never go to the model: they are the site's fixed words.
 */
export async function* answerQuestion(request: ChatRequest, deps: ChatDependencies, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  let plan = planAnswer(deps.index, request.messages, request.lang);
  const needed = neededLiveFacts(plan);
  if (needed.length > 0) plan = withLiveFacts(plan, request.lang, await deps.liveFacts(needed));
  const own = composeAnswer(plan, request.lang);
  const done = { type: 'done', outcome: own.outcome, declined: own.outcome === 'declined', links: own.links } as const;

  if (plan.kind === 'answer' && deps.model) {
    yield { type: 'sources', sources: own.sources };
    let begun = false;
    let failed = false;
    try {
      const limit = AbortSignal.any([signal, AbortSignal.timeout(deps.modelTimeoutMs)]);
      for await (const text of deps.model({ messages: modelMessages(request.messages, own, request.lang), signal: limit })) {
        begun = true;
        yield { type: 'delta', text };
      }
    } catch (error) {
      // The visitor left: nobody is waiting for the rest.
      if (signal.aborted) return;
      failed = true;
      deps.onModelFailure?.(error instanceof Error ? error.name : 'unknown');
    }
    if (begun && !failed) {
      deps.count('answered');
      deps.count('modelAnswers');
      yield done;
      return;
    }
    deps.count('modelFallbacks');
    if (begun) yield { type: 'reset' };
    yield { type: 'delta', text: own.text };
  } else {
    yield { type: 'sources', sources: own.sources };
    yield { type: 'delta', text: own.text };
  }
  deps.count(own.outcome);
  yield done;
}
