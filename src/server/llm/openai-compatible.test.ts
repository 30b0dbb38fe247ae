import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '#tests/setup/model-server.ts';
import { CompletionError, completionSettings, streamChatCompletion } from './openai-compatible.ts';
import { eventData } from './sse.ts';

let model: ModelServer;
beforeAll(async () => {
  model = await startModelServer({ kind: 'answer', chunks: [] });
});
afterAll(() => model.close());

const collect = async (iterable: AsyncIterable<string>) => {
  const parts: string[] = [];
  for await (const part of iterable) parts.push(part);
  return parts;
};
const settings = () => ({ baseUrl: model.baseUrl, model: 'test-model', apiKey: 'secret' });
const messages = [{ role: 'user' as const, content: 'Hallo' }];

describe('streamChatCompletion', () => {
  it('posts a streaming chat completion and yields the text as it arrives', async () => {
    model.behave({ kind: 'answer', chunks: ['Grüezi', ', wie', ' kann ich helfen?'] });
    expect(await collect(streamChatCompletion({ messages, settings: settings() }))).toEqual(['Grüezi', ', wie', ' kann ich helfen?']);
    const request = model.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer secret');
    expect(request.body).toMatchObject({ model: 'test-model', stream: true, messages });
  });

  it('fails on a refused request and on a dropped connection', async () => {
    model.behave({ kind: 'status', status: 500 });
    await expect(collect(streamChatCompletion({ messages, settings: settings() }))).rejects.toBeInstanceOf(CompletionError);
    model.behave({ kind: 'break', chunks: ['Teil'] });
    await expect(collect(streamChatCompletion({ messages, settings: settings() }))).rejects.toThrow();
  });

  it('stops when its signal aborts', async () => {
    model.behave({ kind: 'hang', chunks: ['Anfang'] });
    const started = Date.now();
    await expect(collect(streamChatCompletion({ messages, settings: settings(), signal: AbortSignal.timeout(200) }))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is configured only with both a base URL and a model', () => {
    expect(completionSettings({ CHAT_LLM_BASE_URL: undefined, CHAT_LLM_MODEL: 'm', CHAT_LLM_API_KEY: undefined })).toBeUndefined();
    expect(completionSettings({ CHAT_LLM_BASE_URL: 'http://x/v1', CHAT_LLM_MODEL: 'm', CHAT_LLM_API_KEY: undefined })).toEqual({
      baseUrl: 'http://x/v1',
      model: 'm',
      apiKey: undefined,
    });
  });
});

describe('eventData', () => {
  it.each([1, 2, 3, 7])('reads events split every %i bytes, joins multi-line data and skips comments', async (size) => {
    const text = ': keep-alive\r\ndata: {"a":1}\r\n\r\ndata: line one\r\ndata: line two\n\nevent: x\ndata: [DONE]\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += size) controller.enqueue(bytes.slice(index, index + size));
        controller.close();
      },
    });
    expect(await collect(eventData(body))).toEqual(['{"a":1}', 'line one\nline two', '[DONE]']);
  });
});
