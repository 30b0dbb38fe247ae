import { completionSettings, streamChatCompletion, type CompletionMessage } from './openai-compatible.ts';

/** Streams a model's text as it is written; the signal aborts it. */
export type ModelWriter = (request: { messages: CompletionMessage[]; signal: AbortSignal; maxTokens?: number }) => AsyncIterable<string>;

/** The configured language model (CHAT_LLM_*), or undefined when none is set up. */
export function configuredModelWriter(): ModelWriter | undefined {
  const settings = completionSettings();
  return settings ? ({ messages, signal, maxTokens }) => streamChatCompletion({ messages, signal, settings, maxTokens }) : undefined;
}
