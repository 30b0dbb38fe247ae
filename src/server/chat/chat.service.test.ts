import { describe, expect, it, vi } from 'vitest';
import { translate } from '#i18n/translate.ts';
import type { ChatEvent } from '#lib/chat.ts';
import type { ModelWriter } from '../llm/model-writer.ts';
import { answerQuestion, type ChatDependencies } from './chat.service.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { BOOKING_SLOTS_PASSAGE_ID, PLACES_PASSAGE_ID, placesText, slotsText } from './live-facts.ts';
import { testIndex } from './test-index.ts';

const index = testIndex({
  de: [
    { page: 'Häufige Fragen', section: 'Was kostet der Einstieg?', url: '/faq#preise-1', text: 'Die Prozessanalyse kostet CHF 390.' },
    { id: PLACES_PASSAGE_ID, page: 'Startseite', section: 'Warteliste', url: '/#beta', text: placesText('de', DEFAULT_TIER_AVAILABILITY) },
    {
      id: BOOKING_SLOTS_PASSAGE_ID,
      page: 'Kostenlose Beratung buchen',
      section: 'Kostenlose Beratung buchen',
      url: '/booking',
      text: slotsText('de', undefined),
      keywords: 'Termin frei, freie Termine',
    },
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
    {
      id: BOOKING_SLOTS_PASSAGE_ID,
      page: 'Book a free consultation',
      section: 'Book a free consultation',
      url: '/en/booking',
      text: slotsText('en', undefined),
      keywords: 'free slot, free appointment',
    },
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

  it('names the next free slots as read at the moment of the question, with the booking page; none free: the contact page', async () => {
    const slots = ['2025-12-03T13:30:00Z', '2025-12-04T13:00:00Z', '2025-12-05T14:00:00Z'].map((start) => new Date(start));
    const liveFacts = vi.fn(() => Promise.resolve({ slots }));
    const de = await run('de', 'Wann haben Sie einen Termin frei?', { liveFacts });
    expect(liveFacts).toHaveBeenCalledWith(['slots']);
    expect(text(de.events)).toContain('Mi 3. Dez., 14:30 (Zürich); Do 4. Dez., 14:00 (Zürich) und Fr 5. Dez., 15:00 (Zürich)');
    expect(text(de.events)).toContain('/booking');
    expect(de.events[0]).toEqual({ type: 'sources', sources: [{ title: 'Kostenlose Beratung buchen', url: '/booking' }] });
    const en = await run('en', 'When do you have a free slot?', { liveFacts });
    expect(text(en.events)).toContain('Wed 3 Dec, 14:30 (Zurich); Thu 4 Dec, 14:00 (Zurich) and Fri 5 Dec, 15:00 (Zurich)');
    expect(text(en.events)).toContain('/en/booking');

    const none = await run('de', 'Wann haben Sie einen Termin frei?', { liveFacts: () => Promise.resolve({ slots: [] }) });
    expect(text(none.events)).toContain('kein Termin frei');
    expect(text(none.events)).toContain('/contact');
    expect(text(none.events)).not.toContain('/booking');
    const unread = await run('en', 'When do you have a free slot?', { liveFacts: () => Promise.resolve({}) });
    expect(text(unread.events)).toBe(slotsText('en', undefined));
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
