import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import { contactFieldTexts } from '#lib/forms/contact.ts';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Nothing hostile reaches the logs raw, and every error is JSON.
describe('hostile requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ ...everyRateLimit('1000/60'), LOG_LEVEL: 'info' });
  }, 90_000);
  afterAll(() => server?.stop());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  it.each(['/api/contact?email=trace.victim@example.ch', '/en/contact', '/'])('answers TRACE %s with 405 in JSON', async (path) => {
    // fetch refuses to send TRACE; node:http does not.
    const response = await new Promise<{ status: number; allow: unknown; text: string }>((resolve, reject) => {
      const traced = request(`${server.origin}${path}`, { method: 'TRACE' }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, allow: answer.headers.allow, text }));
      });
      traced.on('error', reject);
      traced.end();
    });
    expect(response.status).toBe(405);
    expect(response.allow).toBe('GET, HEAD, POST');
    const body = JSON.parse(response.text);
    expect(body).toMatchObject({ success: false, code: 'method' });
    expect(JSON.stringify(body)).not.toContain('trace.victim');
  });

  it('answers CONNECT with 405', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const url = new URL(server.origin);
      const socket = connect(Number(url.port), url.hostname, () =>
        socket.write(`CONNECT example.ch:443 HTTP/1.1\r\nHost: example.ch:443\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain('"code":"method"');
  });

  it.each([
    ['a lone surrogate in event_data', '{"event_type":"csp_violation","event_data":{"note":"\\ud800 surrogate.victim@example.ch"}}'],
    ['a lone low surrogate in the user agent', '{"event_type":"csp_violation","user_agent":"Mozilla\\udc00"}'],
    ['a lone surrogate in a key', '{"event_type":"csp_violation","event_data":{"\\udbff":"x"}}'],
  ])('refuses %s at /api/security-events with 400 in JSON', async (_, body) => {
    const response = await post('/api/security-events', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('stores an event whose texts carry line breaks and control characters, or are cut within a character, without a 5xx', async () => {
    const forged = 'Mozilla\r\n{"level":30,"msg":"forged line"}\u0001\u001b[31m';
    const response = await post(
      '/api/security-events',
      JSON.stringify({ event_type: 'csp_violation', user_agent: forged, event_data: { note: `x${'😀'.repeat(3000)}` } }),
    );
    expect(response.status).toBe(202);
    // The user agent is kept to 400 code units: the cut falls in the middle of the last character.
    const cutWithin = await post(
      '/api/security-events',
      JSON.stringify({ event_type: 'csp_violation', user_agent: `${'x'.repeat(399)}😀` }),
    );
    expect(cutWithin.status).toBe(202);
  });

  it.each([
    ['/api/chat', 'de', 'Bitte senden Sie die Daten als JSON.'],
    ['/api/linkedin-draft', 'en', 'Please send the data as JSON.'],
  ])("answers a body that is not JSON at %s with 415 asking for JSON in the request's language (%s)", async (path, locale, message) => {
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': `${locale}-CH,${locale};q=0.9` };
    const response = await fetch(`${server.origin}${path}`, { method: 'POST', headers, body: 'question=x' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, code: 'unsupported_type', message });
    expect(message).toBe(translate(locale as 'de', 'api.unsupportedTypeJson'));
  });

  it.each(['de', 'en'] as const)("names every missing or non-text contact field with the spec's text in %s", async (lang) => {
    for (const data of [{ lang }, { lang, name: 42, email: ['a@b.ch'], message: { text: 'x' } }]) {
      const response = await post('/api/contact', JSON.stringify(data));
      expect(response.status).toBe(400);
      const reply = (await response.json()) as { errors: Record<string, string> };
      for (const field of ['name', 'email', 'message'] as const) {
        const key = contactFieldTexts(field).problem;
        expect(reply.errors[field]).toBe(key);
        expect(translate(lang, key)).not.toBe(key);
      }
    }
  });

  it('logs only JSON lines, none holding what was sent', async () => {
    const output = server.output();
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    for (const sent of ['trace.victim', 'surrogate.victim', 'forged line', '?email=']) expect(output).not.toContain(sent);
  });
});

// Decision 0012: the example salt protects nothing.
describe('the example CLIENT_HASH_SALT', () => {
  it('stops a production start', async () => {
    await expect(
      startBuiltServer({ NODE_ENV: 'production', CLIENT_HASH_SALT: 'change-this-salt' }, { waitFor: 'listening' }),
    ).rejects.toThrow(/CLIENT_HASH_SALT is the example value/);
  }, 60_000);

  it('is warned about on a local start', async () => {
    const local = await startBuiltServer({ NODE_ENV: 'development', CLIENT_HASH_SALT: 'change-this-salt' }, { waitFor: 'listening' });
    try {
      expect(local.output()).toMatch(/"level":40.*CLIENT_HASH_SALT is the example value/);
    } finally {
      await local.stop();
    }
  }, 60_000);
});
