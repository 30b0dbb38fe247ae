import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import type { DraftEvent } from '#lib/linkedin/model-draft.ts';
import { GENERATOR_INPUT_LIMITS } from '#lib/linkedin/options.ts';
import type { ModelServer } from '../setup/model-server.ts';
import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { postForStream } from '../setup/stream-reply.ts';

const TIMEOUT_MS = 1500;
let site: ModelSite;
let model: ModelServer;
let server: RunningServer;
beforeAll(async () => {
  site = await startSiteWithModel({ RATE_LIMIT_LINKEDIN_DRAFT: '1000/60', CHAT_LLM_DRAFT_TIMEOUT_MS: String(TIMEOUT_MS) });
  ({ model, server } = site);
}, 90_000);
afterAll(() => site.stop());

const draftRequest = (lang: 'de' | 'en', change: Record<string, unknown> = {}) => ({
  lang,
  topic: 'Digital bookkeeping',
  points: 'Receipts read automatically\nVAT checked before filing',
  audience: 'founders',
  customAudience: '',
  tone: 'inspiring',
  language: 'en',
  length: 'medium',
  hashtags: 'few',
  ownHashtags: '',
  ...change,
});
const requestDraft = (origin: string, body: unknown, headers?: Record<string, string>) =>
  postForStream<DraftEvent>(`${origin}/api/linkedin-draft`, body, headers);
const textOf = (events: DraftEvent[]) => events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');

describe('POST /api/linkedin-draft with a language model', () => {
  it("streams the model's draft as it is written, then the generator's hashtags", async () => {
    model.behave({ kind: 'answer', chunks: ['Paper receipts ', 'are history.'], delayMs: 400 });
    const reply = await requestDraft(server.origin, draftRequest('en'));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(reply.events.map((event) => event.type)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(textOf(reply.events)).toBe('Paper receipts are history.\n\n#Digital #Bookkeeping #Founders');
    // Each piece arrived when the model wrote it, not all at the end.
    expect(reply.arrivals[1]! - reply.arrivals[0]!).toBeGreaterThanOrEqual(300);

    const sent = model.requests.at(-1)!;
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, user] = sent.body.messages;
    expect(system!.content).toContain('in English for this audience: founders');
    expect(system!.content).toContain('inspiring');
    expect(user!.content).toBe('Topic: Digital bookkeeping\nKey points:\n- Receipts read automatically\n- VAT checked before filing');
  });

  it.each(['de', 'en'] as const)('ends with a message in the page language (%s) when the model does not finish in time', async (lang) => {
    model.behave({ kind: 'hang', chunks: ['Paper'] });
    const reply = await requestDraft(server.origin, draftRequest(lang));
    expect(reply.events).toEqual([
      { type: 'delta', text: 'Paper' },
      { type: 'error', message: translate(lang, 'linkedin.model.failed') },
    ]);
    expect(reply.arrivals.at(-1)!).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(reply.arrivals.at(-1)!).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('ends with the message when the model refuses or breaks off', async () => {
    model.behave({ kind: 'status', status: 500 });
    expect((await requestDraft(server.origin, draftRequest('de'))).events).toEqual([
      { type: 'error', message: translate('de', 'linkedin.model.failed') },
    ]);
    model.behave({ kind: 'break', chunks: ['Paper'] });
    expect((await requestDraft(server.origin, draftRequest('en'))).events.at(-1)).toEqual({
      type: 'error',
      message: translate('en', 'linkedin.model.failed'),
    });
  });

  it('refuses bad input with a clear message in the language, before the model is asked', async () => {
    const before = model.requests.length;
    for (const lang of ['de', 'en'] as const) {
      const invalid = { status: 400, json: { success: false, message: translate(lang, 'linkedin.model.invalid') } };
      expect(await requestDraft(server.origin, draftRequest(lang, { topic: ' ' }))).toMatchObject(invalid);
      expect(await requestDraft(server.origin, draftRequest(lang, { points: '' }))).toMatchObject(invalid);
      expect(
        await requestDraft(server.origin, draftRequest(lang, { points: 'x'.repeat(GENERATOR_INPUT_LIMITS.points + 1) })),
      ).toMatchObject(invalid);
      expect(await requestDraft(server.origin, draftRequest(lang, { audience: 'custom' }))).toMatchObject(invalid);
      expect(await requestDraft(server.origin, draftRequest(lang, { tone: 'loud' }))).toMatchObject(invalid);
    }
    const referer = { Referer: `${server.origin}/en/tools/linkedin-post-generator` };
    expect(await requestDraft(server.origin, '{not json', referer)).toMatchObject({
      status: 400,
      json: { message: translate('en', 'api.badRequest') },
    });
    expect(await requestDraft(server.origin, 'topic=x', { ...referer, 'Content-Type': 'application/x-www-form-urlencoded' })).toMatchObject(
      {
        status: 415,
        json: { message: translate('en', 'api.unsupportedTypeJson') },
      },
    );
    expect(await requestDraft(server.origin, draftRequest('de'), { Origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      json: { message: translate('de', 'api.crossSite') },
    });
    const get = await fetch(`${server.origin}/api/linkedin-draft`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(model.requests.length).toBe(before);
  });

  it("logs nothing of the visitor's input", async () => {
    model.behave({ kind: 'status', status: 500 });
    await requestDraft(server.origin, draftRequest('en', { topic: 'Geheimprojekt Zebrafisch' }));
    expect(server.output()).toContain('linkedin_draft_failed');
    expect(server.output()).not.toContain('Zebrafisch');
  });

  it('offers the model draft on the generator page and says what is sent', async () => {
    for (const [path, lang] of [
      ['/tools/linkedin-post-generator', 'de'],
      ['/en/tools/linkedin-post-generator', 'en'],
    ] as const) {
      const page = await fetch(`${server.origin}${path}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(translate(lang, 'linkedin.privacyWithModel').replaceAll('“', '&#8220;').slice(0, 40));
      expect(html).toContain('&quot;modelDraft&quot;:[0,true]');
    }
  });
});

describe('POST /api/linkedin-draft without a language model', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startBuiltServer({ RATE_LIMIT_LINKEDIN_DRAFT: '2/600' });
  }, 90_000);
  afterAll(() => plain.stop());

  it('answers 503 in the language, and 429 with Retry-After once an address used its requests', async () => {
    expect(await requestDraft(plain.origin, draftRequest('de'))).toMatchObject({
      status: 503,
      json: { success: false, message: translate('de', 'linkedin.model.unavailable') },
    });
    expect(await requestDraft(plain.origin, draftRequest('en'))).toMatchObject({
      status: 503,
      json: { success: false, message: translate('en', 'linkedin.model.unavailable') },
    });
    const refused = await requestDraft(plain.origin, draftRequest('en'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json).toEqual({ success: false, message: translate('en', 'api.rateLimited'), code: 'rate_limited' });
  });

  it('shows no model button on the generator page, which promises that nothing is sent', async () => {
    const html = await (await fetch(`${plain.origin}/en/tools/linkedin-post-generator`)).text();
    expect(html).toContain(translate('en', 'linkedin.privacy').slice(0, 30));
    expect(html).toContain('&quot;modelDraft&quot;:[0,false]');
    expect((await fetch(`${plain.origin}/de/tools/linkedin-post-generator`)).status).toBe(404);
  });
});
