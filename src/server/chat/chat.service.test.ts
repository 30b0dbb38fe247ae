import { describe, expect, it, vi } from 'vitest';
import { translate } from '#i18n/translate.ts';
import type { ChatEvent } from '#lib/chat.ts';
import type { ModelWriter } from '../llm/model-writer.ts';
import { answerQuestion, type ChatDependencies } from './chat.service.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { PLACES_PASSAGE_ID, placesText } from './live-facts.ts';
import { testIndex } from './test-index.ts';

const index = testIndex({
  de: [
    { page: 'Häufige Fragen', section: 'Was kostet der Einstieg?', url: '/faq#preise-1', text: 'Die Prozessanalyse kostet CHF 390.' },
    { id: PLACES_PASSAGE_ID, page: 'Startseite', section: 'Warteliste', url: '/#beta', text: placesText('de', DEFAULT_TIER_AVAILABILITY) },
  ],
  en: [
    {
      id: 'faq/steuern-1',
      page: 'FAQ',
      section: 'Do you provide tax advice?',
      url: '/en/faq#steuern-1',
      text: 'No. We give no tax advice.',
    },
    { page: 'FAQ', section: 'What does it cost?', url: '/en/faq#preise-1', text: 'The Process Analysis costs CHF 390.' },
  ],
});

async function run(lang: 'de' | 'en', question: string, extra: Partial<ChatDependencies> = {}, signal = new AbortController().signal) {
  const count = vi.fn();
  const events: ChatEvent[] = [];
  const deps = { index, modelTimeoutMs: 200, count, liveFacts: () => Promise.reject(new Error('not asked for')), ...extra };
  for await (const event of answerQuestion({ lang, messages: [{ role: 'user', content: question }] }, deps, signal)) events.push(event);
  return { events, counted: count.mock.calls.map(([name]) => name as string) };
}
const text = (events: ChatEvent[]) => events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
const modelSaying = (...parts: string[]): ModelWriter =>
  async function* () {
    for (const part of parts) yield part;
  };

describe('answerQuestion', () => {
  it('without a model: sources, the answer from the passages, done', async () => {
    const { events, counted } = await run('de', 'Was kostet die Prozessanalyse?');
    expect(events[0]).toEqual({ type: 'sources', sources: [{ title: 'Häufige Fragen – Was kostet der Einstieg?', url: '/faq#preise-1' }] });
    expect(text(events)).toContain('CHF 390');
    expect(events.at(-1)).toEqual({ type: 'done', outcome: 'answered', declined: false, links: [] });
    expect(counted).toEqual(['answered']);
  });

  it('with a model: streams its text with the same sources, and passes it the passages', async () => {
    const model = vi.fn(modelSaying('Die Prozess', 'analyse kostet CHF 390.'));
    const { events, counted } = await run('de', 'Was kostet die Prozessanalyse?', { model });
    expect(events.map((event) => event.type)).toEqual(['sources', 'delta', 'delta', 'done']);
    expect(text(events)).toBe('Die Prozessanalyse kostet CHF 390.');
    const [{ messages }] = model.mock.calls[0]!;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Die Prozessanalyse kostet CHF 390.');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Was kostet die Prozessanalyse?' });
    expect(counted).toEqual(['answered', 'modelAnswers']);
  });

  it('gives its own answer when the model fails, after a reset if the model had begun', async () => {
    const failing: ModelWriter = async function* () {
      yield 'Halb';
      throw new Error('connection lost');
    };
    const onModelFailure = vi.fn();
    const { events, counted } = await run('de', 'Was kostet die Prozessanalyse?', { model: failing, onModelFailure });
    expect(events.map((event) => event.type)).toEqual(['sources', 'delta', 'reset', 'delta', 'done']);
    expect(events[3]).toMatchObject({ type: 'delta', text: expect.stringContaining('CHF 390') });
    expect(onModelFailure).toHaveBeenCalledWith('Error');
    expect(counted).toEqual(['modelFallbacks', 'answered']);
  });

  it('gives its own answer when the model takes longer than its time limit', async () => {
    const slow: ModelWriter = ({ signal }) =>
      (async function* () {
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
        yield 'too late';
      })();
    const started = Date.now();
    const { events } = await run('de', 'Was kostet die Prozessanalyse?', { model: slow });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(events.map((event) => event.type)).toEqual(['sources', 'delta', 'done']);
    expect(text(events)).toContain('CHF 390');
  });

  it('never asks the model to decline or to take the tax-advice stance', async () => {
    const model = vi.fn(modelSaying('Sure, deduct it.'));
    const declined = await run('en', 'Who won the football game?', { model });
    expect(declined.events.at(-1)).toMatchObject({ type: 'done', outcome: 'declined', declined: true });
    const stance = await run('en', 'Can I deduct my car from my taxes?', { model });
    expect(stance.events[0]).toEqual({
      type: 'sources',
      sources: [{ title: 'FAQ – Do you provide tax advice?', url: '/en/faq#steuern-1' }],
    });
    expect(stance.events.at(-1)).toMatchObject({ type: 'done', outcome: 'stance', declined: false });
    expect(model).not.toHaveBeenCalled();
    expect([...declined.counted, ...stance.counted]).toEqual(['declined', 'stance']);
  });

  it("states the tiers' places as read at the moment of the question, also to the model (decision 0004)", async () => {
    const now = [{ tier: 'early_access', total_slots: 25, accepted_count: 20, available_slots: 5 }];
    const liveFacts = vi.fn(() => Promise.resolve({ tiers: now }));
    const own = await run('de', 'Wie viele Plätze sind noch frei?', { liveFacts });
    expect(text(own.events)).toContain('Early Access: 5 von 25 Plätzen frei');
    expect(liveFacts).toHaveBeenCalledTimes(1);
    const model = vi.fn(modelSaying('Noch 5 Plätze.'));
    await run('de', 'Wie viele Plätze sind noch frei?', { liveFacts, model });
    expect(model.mock.calls[0]![0].messages[0]!.content).toContain('5 von 25 Plätzen frei');
    const unread = await run('de', 'Wie viele Plätze sind noch frei?', { liveFacts: () => Promise.resolve({ tiers: undefined }) });
    expect(text(unread.events)).toBe(translate('de', 'chat.live.placesUnknown'));
  });

  it('stops quietly when the visitor has left', async () => {
    const visitor = new AbortController();
    // A model that fails before its first word: a generator that never yields.
    // eslint-disable-next-line require-yield
    const model: ModelWriter = async function* () {
      visitor.abort();
      throw new Error('aborted');
    };
    const { events, counted } = await run('de', 'Was kostet die Prozessanalyse?', { model }, visitor.signal);
    expect(events.map((event) => event.type)).toEqual(['sources']);
    expect(counted).toEqual([]);
  });
});
