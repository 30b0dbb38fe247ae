import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatCounts } from '#server/chat/counters.ts';
import { askChat, doneOf, question, sourcesOf } from '../setup/chat.ts';
import type { ModelServer } from '../setup/model-server.ts';
import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';
import type { RunningServer } from '../setup/server.ts';

const TIMEOUT_MS = 1500;
let site: ModelSite;
let model: ModelServer;
let server: RunningServer;
beforeAll(async () => {
  site = await startSiteWithModel({ RATE_LIMIT_CHAT: '1000/60', CHAT_LLM_API_KEY: 'test-key', CHAT_LLM_TIMEOUT_MS: String(TIMEOUT_MS) });
  ({ model, server } = site);
}, 90_000);
afterAll(() => site.stop());

const asked = question('en', 'What does the connector audit cost?');

describe('POST /api/chat with a language model', () => {
  it("streams the model's answer as it is written, with the pages it was given as sources", async () => {
    model.behave({ kind: 'answer', chunks: ['The Connector ', 'Audit costs ', 'CHF 490.'], delayMs: 300 });
    const reply = await askChat(server.origin, asked);
    expect(reply.status).toBe(200);
    expect(reply.events.map((event) => event.type)).toEqual(['sources', 'delta', 'delta', 'delta', 'done']);
    expect(reply.text).toBe('The Connector Audit costs CHF 490.');
    expect(sourcesOf(reply).map((source) => source.url)).toContain('/en/faq#preise-2');
    expect(doneOf(reply)).toEqual({ type: 'done', outcome: 'answered', declined: false, links: [] });
    // Each piece arrived when the model wrote it, not all at the end.
    expect(reply.arrivals[3]! - reply.arrivals[1]!).toBeGreaterThanOrEqual(400);

    const sent = model.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, user] = sent.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/only from the numbered facts/);
    expect(system!.content).toMatch(/Never give individual tax advice or do tax work/);
    expect(system!.content).toMatch(/one to three sentences/);
    expect(system!.content).toContain('English');
    expect(system!.content).toContain('CHF 490');
    expect(user).toEqual({ role: 'user', content: 'What does the connector audit cost?' });
  });

  it("gives the site's own answer when the model does not finish in time", async () => {
    model.behave({ kind: 'hang', chunks: ['The Connector'] });
    const reply = await askChat(server.origin, asked);
    expect(reply.events.map((event) => event.type)).toEqual(['sources', 'delta', 'reset', 'delta', 'done']);
    expect(reply.text.startsWith('The Connector Audit costs CHF 490')).toBe(true);
    expect(reply.arrivals.at(-1)!).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(reply.arrivals.at(-1)!).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it("gives the site's own answer when the model refuses", async () => {
    model.behave({ kind: 'status', status: 503 });
    const reply = await askChat(server.origin, question('de', 'Was kostet das Hosting pro Monat?'));
    expect(reply.events.map((event) => event.type)).toEqual(['sources', 'delta', 'done']);
    expect(reply.text).toMatch(/^[^.]*Hosting[^.]*CHF 149/);
    const health = (await (await fetch(`${server.origin}/api/health`)).json()) as { chat: ChatCounts };
    expect(health.chat).toMatchObject({ modelAnswers: 1, modelFallbacks: 2 });
  });

  it('keeps declines away from the model', async () => {
    const before = model.requests.length;
    const reply = await askChat(server.origin, question('de', 'Wer hat gestern den Match gewonnen?'));
    expect(doneOf(reply)).toMatchObject({ outcome: 'declined', declined: true });
    expect(model.requests.length).toBe(before);
  });
});
