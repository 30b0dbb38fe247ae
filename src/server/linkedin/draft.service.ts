import { hashtagLine, swissSpelling } from '#lib/linkedin/drafts.ts';
import type { DraftEvent } from '#lib/linkedin/model-draft.ts';
import type { PostInput } from '#lib/linkedin/options.ts';
import type { ModelWriter } from '../llm/model-writer.ts';
import { draftMessages } from './draft.prompt.ts';

/** Enough for the longest post the prompt asks for (about 2,000 characters) with room to finish a sentence. */
const DRAFT_MAX_TOKENS = 1000;

export interface DraftDependencies {
  model: ModelWriter;
  /** How long the model may take for the whole draft. */
  timeoutMs: number;
  /** The visitor's message when no draft can be given, in the page's language. */
  failureMessage: string;
  /** Told why the model gave no draft; never given the visitor's input. */
  onModelFailure?: (reason: string) => void;
}

/**
 * The model's draft as a stream of events: the text as it is written (German in Swiss spelling), then
 * the generator's hashtag line, then `done`. A refusal, a broken stream, silence past the time limit or
 * an empty answer end it with an `error` instead: the island drops what came and says so.
 */
export async function* writeModelDraft(input: PostInput, deps: DraftDependencies, signal: AbortSignal): AsyncGenerator<DraftEvent> {
  let written = '';
  try {
    const limit = AbortSignal.any([signal, AbortSignal.timeout(deps.timeoutMs)]);
    for await (const piece of deps.model({ messages: draftMessages(input), signal: limit, maxTokens: DRAFT_MAX_TOKENS })) {
      const text = swissSpelling(piece, input.language);
      written += text;
      yield { type: 'delta', text };
    }
  } catch (error) {
    // The visitor left: nobody is waiting for the rest.
    if (signal.aborted) return;
    deps.onModelFailure?.(error instanceof Error ? error.name : 'unknown');
    yield { type: 'error', message: deps.failureMessage };
    return;
  }
  if (written.trim() === '') {
    deps.onModelFailure?.('empty');
    yield { type: 'error', message: deps.failureMessage };
    return;
  }
  const hashtags = hashtagLine(input);
  if (hashtags) yield { type: 'delta', text: `\n\n${hashtags}` };
  yield { type: 'done' };
}
