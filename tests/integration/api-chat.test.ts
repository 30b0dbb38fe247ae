import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, translator } from '#i18n/translate.ts';
import { CHAT_LIMITS } from '#lib/validation/limits.ts';
import type { ChatCounts } from '#server/chat/counters.ts';
import { ANSWER_SHAPE } from '#server/chat/answer/select-sentences.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import { nextFreeSlots } from '#server/booking/booking.service.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { runAdmin } from '../setup/admin-cli.ts';
import { askChat, doneOf, question, sourcesOf } from '../setup/chat.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ RATE_LIMIT_CHAT: '1000/60' });
}, 90_000);
afterAll(() => server.stop());

const ask = (body: unknown, headers?: Record<string, string>) => askChat(server.origin, body, headers);

describe.each([
  {
    lang: 'de' as const,
    prefix: '',
    asked: 'Wann seid ihr erreichbar?',
    pages: ['/contact', '/faq#kontakt-2'],
    stance: 'Kann ich mein Geschäftsauto von den Steuern abziehen?',
    unknown: 'Wie wird das Wetter morgen in Zürich?',
  },
  {
    lang: 'en' as const,
    prefix: '/en',
    asked: 'What does the connector audit cost?',
    pages: ['/en/faq#preise-2', '/en/services/system-integration-api#pakete'],
    stance: 'Can I deduct my home office from my taxes?',
    unknown: 'Who won the football game last night?',
  },
])('POST /api/chat in $lang', ({ lang, prefix, asked, pages, stance, unknown }) => {
  const t = translator(lang);

  it('answers in the language as a stream of JSON lines and cites the page it drew on', async () => {
    const reply = await ask(question(lang, asked));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(reply.events.map((event) => event.type)).toEqual(['sources', 'delta', 'done']);
    expect(pages).toContain(sourcesOf(reply)[0]!.url);
    // decision 0004: no lead-in phrase, a short answer of the site's sentences
    expect(reply.text.length).toBeGreaterThan(0);
    expect(reply.text.length).toBeLessThanOrEqual(ANSWER_SHAPE.maxChars);
    expect(doneOf(reply)).toEqual({ type: 'done', outcome: 'answered', declined: false, links: [] });
  });

  it('says plainly when the site has no answer and offers the booking link and the contact page', async () => {
    const reply = await ask(question(lang, unknown));
    expect(reply.status).toBe(200);
    expect(sourcesOf(reply)).toEqual([]);
    expect(reply.text).toBe(t('chat.answer.decline'));
    expect(doneOf(reply)).toEqual({
      type: 'done',
      outcome: 'declined',
      declined: true,
      links: [
        { title: t('service.book'), url: `${prefix}/booking` },
        { title: t('nav.contact'), url: `${prefix}/contact` },
      ],
    });
  });

  it("gives no individual tax advice: the FAQ's stance and the consultation offer", async () => {
    const reply = await ask(question(lang, stance));
    expect(sourcesOf(reply).map((source) => source.url)).toEqual([`${prefix}/faq#steuern-1`]);
    expect(reply.text).toContain(t('chat.answer.stance'));
    expect(reply.text).toContain(t('chat.answer.stanceOffer'));
    expect(doneOf(reply)).toMatchObject({ outcome: 'stance', links: [{ url: `${prefix}/booking` }, { url: `${prefix}/contact` }] });
  });

  it('refuses a question of 501 characters and an 11th question, in the language', async () => {
    const long = await ask(question(lang, 'x'.repeat(CHAT_LIMITS.question.max + 1)));
    expect(long.status).toBe(400);
    expect(long.json).toEqual({ success: false, message: t('chat.error.tooLong', { max: CHAT_LIMITS.question.max }) });
    expect((await ask(question(lang, 'x'.repeat(CHAT_LIMITS.question.max)))).status).toBe(200);

    const earlier = Array.from({ length: CHAT_LIMITS.turns.max }, (_, index) => [
      { role: 'user' as const, content: `Frage ${index}` },
      { role: 'assistant' as const, content: 'Antwort' },
    ]).flat();
    const eleventh = await ask(question(lang, 'Noch eine Frage', earlier));
    expect(eleventh.status).toBe(400);
    expect(eleventh.json).toEqual({ success: false, message: t('chat.error.tooManyTurns', { max: CHAT_LIMITS.turns.max }) });
    expect((await ask(question(lang, 'Noch eine Frage', earlier.slice(2)))).status).toBe(200);
  });

  it('refuses bad input with a clear message in the language', async () => {
    const referer = { Referer: `${server.origin}${prefix}/faq` };
    expect((await ask({ lang, messages: [{ role: 'assistant', content: 'Hallo' }] })).json).toEqual({
      success: false,
      message: t('chat.error.invalid'),
    });
    expect(await ask({ messages: 'Hallo' }, referer)).toMatchObject({
      status: 400,
      json: { success: false, message: t('chat.error.invalid') },
    });
    expect(await ask('{not json', referer)).toMatchObject({ status: 400, json: { success: false, message: t('api.badRequest') } });
    expect(await ask('lang=de', { ...referer, 'Content-Type': 'application/x-www-form-urlencoded' })).toMatchObject({
      status: 415,
      json: { message: t('api.unsupportedTypeJson') },
    });
    expect(await ask(question(lang, 'Hallo'), { ...referer, Origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      json: { message: t('api.crossSite') },
    });
    const get = await fetch(`${server.origin}/api/chat`, { headers: referer });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('what the assistant keeps', () => {
  it('logs no question and no answer, and counts what it did in /api/health', async () => {
    const secret = 'Geheimprojekt Zebrafisch kostet wie viel?';
    await ask(question('de', secret));
    const health = (await (await fetch(`${server.origin}/api/health`)).json()) as { chat: ChatCounts };
    expect(health.chat.answered + health.chat.declined).toBeGreaterThan(0);
    expect(health.chat.refused).toBeGreaterThan(0);
    expect(server.output()).not.toContain('Zebrafisch');
  });
});

describe('the per-address limit', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startBuiltServer({ RATE_LIMIT_CHAT: '3/600' });
  }, 90_000);
  afterAll(() => limited.stop());

  it('answers 429 with Retry-After in the language once an address asked its questions', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await askChat(limited.origin, question('en', 'Prices?'))).status).toBe(200);
    const refused = await askChat(limited.origin, question('en', 'Prices?'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toEqual({ success: false, message: translate('en', 'api.rateLimited'), code: 'rate_limited' });
  });
});

describe('POST /api/chat with what only the running site knows (decision 0004)', () => {
  it("states the tiers' free places as the database has them at the moment of the question, and links the wizard", async () => {
    const places = async () => (await ask(question('de', 'Wie viele Plätze gibt es noch im Early Access?'))).text;
    const before = await places();
    expect(before).toContain(translate('de', 'waitlist.offer.places', { available: 17, total: 25 }));
    expect((await runAdmin(['tiers', 'set-slots', 'early_access', '30'], { DATA_DIR: server.dataDir })).code).toBe(0);
    const reply = await ask(question('de', 'Wie viele Plätze gibt es noch im Early Access?'));
    expect(reply.text).toContain(translate('de', 'waitlist.offer.places', { available: 22, total: 30 }));
    expect(sourcesOf(reply)[0]!.url).toBe('/#beta');
  });

  it.each([
    { lang: 'de' as const, asked: 'Wann haben Sie einen Termin frei?', page: '/booking' },
    { lang: 'en' as const, asked: 'When do you have a free slot?', page: '/en/booking' },
  ])(
    'names the next three free consultation slots from the booking rules at the moment of the question ($lang)',
    async ({ lang, asked, page }) => {
      // The server's database has no bookings yet: its free slots are those of an empty database at the same moment.
      const empty = await TEST_ENGINES[0]!.create();
      try {
        const expected = async () =>
          (await nextFreeSlots(empty.db, 3)).map((slot) => consultationTimeInWords(new Date(slot.startsAt), lang)).join(' ');
        const before = await expected();
        const reply = await ask(question(lang, asked));
        const after = await expected();
        const named = [...reply.text.matchAll(/\w{2,3} \d{1,2}\.? \w{3}\.?, \d{2}:\d{2} \((?:Zürich|Zurich)\)/g)].map(([slot]) => slot);
        expect(named).toHaveLength(3);
        // A slot may pass its notice between the two readings: the answer is one of them.
        expect([before, after]).toContain(named.join(' '));
        expect(reply.text).toContain(page);
        expect(sourcesOf(reply)[0]!.url).toBe(page);
      } finally {
        await empty.drop();
      }
    },
  );

  it('answers a follow-up from the conversation: the price of what was asked before', async () => {
    const reply = await ask({
      lang: 'de',
      messages: [
        { role: 'user', content: 'Wie lange dauert der Pilot?' },
        { role: 'assistant', content: 'Der Pilot dauert 4 Wochen.' },
        { role: 'user', content: 'Und was kostet das?' },
      ],
    });
    expect(reply.text).toMatch(/^[^.]*Pilot[^.]*CHF 890/);
  });
});
