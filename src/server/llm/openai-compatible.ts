import { env, type Env } from '../env.ts';
import { eventData } from './sse.ts';

/**
 * A small client for OpenAI-compatible chat completions (Ollama, vLLM, llama.cpp server, hosted
 * APIs): streams the answer's text as the model writes it. Settings come from CHAT_LLM_BASE_URL
 * (…/v1), CHAT_LLM_MODEL and optionally CHAT_LLM_API_KEY.
 */
export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionSettings {
  /** Up to and including the API version, e.g. http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
}

export interface CompletionRequest {
  messages: readonly CompletionMessage[];
  /** Aborts the request and the stream (time limit, visitor gone). */
  signal?: AbortSignal;
  settings?: CompletionSettings;
  temperature?: number;
  maxTokens?: number;
}

export class CompletionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompletionError';
  }
}

/** The configured model, or undefined when none is set up. */
export function completionSettings(
  values: Pick<Env, 'CHAT_LLM_BASE_URL' | 'CHAT_LLM_MODEL' | 'CHAT_LLM_API_KEY'> = env(),
): CompletionSettings | undefined {
  if (!values.CHAT_LLM_BASE_URL || !values.CHAT_LLM_MODEL) return undefined;
  return { baseUrl: values.CHAT_LLM_BASE_URL, model: values.CHAT_LLM_MODEL, apiKey: values.CHAT_LLM_API_KEY };
}

interface ChunkShape {
  choices?: { delta?: { content?: string | null } }[];
  error?: { message?: string };
}

/**
 * POST {baseUrl}/chat/completions with stream: true; yields the text of each delta. Throws a
 * CompletionError on a refused request, a broken stream or an error event; an abort rejects with the
 * signal's reason.
 */
export async function* streamChatCompletion({
  messages,
  signal,
  settings = completionSettings(),
  temperature = 0.2,
  maxTokens = 600,
}: CompletionRequest): AsyncGenerator<string> {
  if (!settings) throw new CompletionError('No language model is configured (CHAT_LLM_BASE_URL, CHAT_LLM_MODEL).');
  const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, messages, stream: true, temperature, max_tokens: maxTokens }),
    signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new CompletionError(`The language model answered ${response.status}`);
  }
  for await (const data of eventData(response.body)) {
    if (data.trim() === '[DONE]') return;
    let chunk: ChunkShape;
    try {
      chunk = JSON.parse(data) as ChunkShape;
    } catch {
      throw new CompletionError('The language model sent an unreadable event');
    }
    if (chunk.error) throw new CompletionError(`The language model reported an error: ${chunk.error.message ?? 'unknown'}`);
    const text = chunk.choices?.[0]?.delta?.content;
    if (text) yield text;
  }
}
