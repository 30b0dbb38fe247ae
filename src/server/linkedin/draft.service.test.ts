import { describe, expect, it, vi } from 'vitest';
import type { DraftEvent } from '#lib/linkedin/model-draft.ts';
import type { PostInput } from '#lib/linkedin/options.ts';
import type { ModelWriter } from '../llm/model-writer.ts';
import { writeModelDraft, type DraftDependencies } from './draft.service.ts';

const input: PostInput = {
  topic: 'Digitale Buchhaltung',
  points: ['Belege automatisch erfassen'],
  audience: 'sme',
  tone: 'professional',
  language: 'de',
  length: 'short',
  hashtags: 'few',
  ownHashtags: 'Treuhand',
};
const FAILURE = 'Das KI-Modell konnte gerade keinen Entwurf schreiben.';

async function run(model: ModelWriter, change: Partial<PostInput> = {}, signal = new AbortController().signal) {
  const onModelFailure = vi.fn();
  const deps: DraftDependencies = { model, timeoutMs: 200, failureMessage: FAILURE, onModelFailure };
  const events: DraftEvent[] = [];
  for await (const event of writeModelDraft({ ...input, ...change }, deps, signal)) events.push(event);
  return { events, failures: onModelFailure.mock.calls.map(([reason]) => reason as string) };
}
const saying = (...parts: string[]): ModelWriter =>
  async function* () {
    for (const part of parts) yield part;
  };
const text = (events: DraftEvent[]) => events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');

describe('writeModelDraft', () => {
  it("streams the model's text, then the generator's hashtags, then done", async () => {
    const model = vi.fn(saying('Belege tippen ', 'war gestern.'));
    const { events, failures } = await run(model);
    expect(events.map((event) => event.type)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(text(events)).toBe('Belege tippen war gestern.\n\n#Treuhand #Digitale #Buchhaltung #KMU');
    expect(failures).toEqual([]);
    expect(model.mock.calls[0]![0].messages[1]!.content).toContain('Belege automatisch erfassen');
  });

  it('writes German in Swiss spelling and adds no hashtag line when none are wanted', async () => {
    const { events } = await run(saying('Grüße aus der Strasse, ', 'gemäß Plan.'), { hashtags: 'none', ownHashtags: '' });
    expect(text(events)).toBe('Grüsse aus der Strasse, gemäss Plan.');
  });

  it('keeps ß in English posts', async () => {
    const { events } = await run(saying('Straße'), { language: 'en', hashtags: 'none', ownHashtags: '' });
    expect(text(events)).toBe('Straße');
  });

  it('ends with the error message when the model fails midway', async () => {
    const failing: ModelWriter = async function* () {
      yield 'Belege';
      throw new TypeError('socket closed');
    };
    const { events, failures } = await run(failing);
    expect(events).toEqual([
      { type: 'delta', text: 'Belege' },
      { type: 'error', message: FAILURE },
    ]);
    expect(failures).toEqual(['TypeError']);
  });

  it('gives up after the time limit', async () => {
    const silent: ModelWriter = ({ signal }) =>
      (async function* () {
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
        yield 'never';
      })();
    const started = Date.now();
    const { events, failures } = await run(silent);
    expect(events).toEqual([{ type: 'error', message: FAILURE }]);
    expect(failures).toEqual(['TimeoutError']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts an empty answer as a failure', async () => {
    const { events, failures } = await run(saying('  ', '\n'));
    expect(events.at(-1)).toEqual({ type: 'error', message: FAILURE });
    expect(failures).toEqual(['empty']);
  });

  it('stops quietly when the visitor leaves', async () => {
    const leaving = new AbortController();
    const model: ModelWriter = ({ signal }) =>
      (async function* () {
        yield 'Belege';
        leaving.abort();
        if (signal.aborted) throw signal.reason as Error;
        yield 'more';
      })();
    const { events, failures } = await run(model, {}, leaving.signal);
    expect(events).toEqual([{ type: 'delta', text: 'Belege' }]);
    expect(failures).toEqual([]);
  });
});
