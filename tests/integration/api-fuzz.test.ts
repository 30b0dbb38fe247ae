import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';
import { rawRequest } from '../setup/raw-request.ts';

const ENDPOINTS = ['/api/contact', '/api/newsletter', '/api/waitlist', '/api/security-events', '/api/chat', '/api/linkedin-draft'] as const;
// 2,000 a run: fast-check seeds each run anew, so the runs of CI together reach far more; FUZZ_RUNS=10000 goes deeper.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

/** Field names the endpoints read, so generated payloads reach the validation, not only the parser. */
const fieldName = fc.constantFrom(
  'name',
  'email',
  'company',
  'message',
  'lang',
  'tier',
  'motivation',
  'consent',
  'website',
  'event_type',
  'event_data',
  'messages',
  'topic',
  'points',
  'audience',
  'tone',
  'language',
  'length',
  'hashtags',
  '__proto__',
  'constructor',
);
/** Values whose every trace in the server's log would be a leak. */
const SENT_ADDRESS = 'fuzz.victim@example.ch';
const SENT_TEXT = 'Vertraulicher Fuzz-Text';
const FORGED_LOG_LINE = '\r\n{"level":30,"msg":"forged by fuzz"}\r\n';
/**
 * Lone surrogates, control characters and a forged log line. Decision 0025: bidirectional
 * overrides and isolates, line and paragraph separators, C1 controls, default-ignorables in an address.
 */
const hostile = fc.constantFrom(
  '\ud800',
  'x\udfff',
  '\udbff\ud800',
  '\u0001\u001b[31m\u007f',
  '\u202e\u200b\u00ad',
  `Mozilla${FORGED_LOG_LINE}`,
  `${SENT_ADDRESS}\u0000`,
  `${SENT_TEXT}\ud800`,
  'invoice\u202efdp.exe',
  '\u2066x\u2069\u2028\u2029\u0085\u009f\u200f\u061c',
  'an\u034fna@example.ch',
  'anna\u{e0100}@example.ch',
);
const nasty = fc.constantFrom(
  SENT_ADDRESS,
  SENT_TEXT,
  '',
  ' ',
  '\r\nBcc: x@y.ch',
  '<script>alert(1)</script>',
  'a@b.ch',
  'x'.repeat(3000),
  '\u0000',
  '😀',
  'javascript:alert(1)',
  'de',
  'en',
  'early_access',
  'founders_beta',
  'sme',
  'professional',
  'medium',
  'few',
);
/** Any UTF-16 text, lone surrogates included. */
const anyText = fc.string({ unit: 'binary' });
const value = fc.oneof(
  nasty,
  hostile,
  anyText,
  fc.dictionary(anyText, fc.oneof(hostile, anyText), { maxKeys: 3 }),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

/** A request body: a JSON object with known and unknown fields, any JSON value, broken JSON, or a form body. */
const body = fc.oneof(
  fc.dictionary(fieldName, value, { maxKeys: 8 }).map((data) => ({ type: 'application/json', text: JSON.stringify(data) })),
  fc.jsonValue().map((data) => ({ type: 'application/json', text: JSON.stringify(data) })),
  fc.string().map((text) => ({ type: 'application/json', text })),
  fc
    .dictionary(fieldName, fc.oneof(nasty, fc.string()), { maxKeys: 8 })
    .map((data) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(data).toString() })),
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', ''), fc.string()).map(([type, text]) => ({ type, text })),
);

/** A security monitor's event (spec §7) as a browser would send it, its texts hostile. */
const securityEvent = fc
  .record({
    event_type: fc.oneof(fc.constantFrom('csp_violation', 'potential_xss_attempt', 'suspicious_navigation'), hostile, anyText),
    user_agent: fc.oneof(hostile, anyText),
    user_identifier: fc.oneof(hostile, fc.constant(SENT_ADDRESS)),
    event_data: fc.oneof(fc.dictionary(fc.oneof(anyText, hostile), fc.oneof(hostile, anyText, value), { maxKeys: 4 }), hostile, anyText),
  })
  .map((event) => ({ type: 'application/json', text: JSON.stringify(event) }));

/** Decision 0026: request paths that are not canonical, with dot segments, empty segments and encodings, sent as written. */
const pathSegment = fc.constantFrom(
  '',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '.%2e',
  'en',
  'admin',
  '%61dmin',
  'inbox',
  'faq',
  'api',
  'contact',
  'evil.example',
  '%2F',
  '%2f..',
  '%5C',
  '\\',
  '%25',
  '%',
  '%zz',
  '%7E',
  '<x>',
  'f\u00c3\u00bc',
);
const rawPath = fc
  .tuple(fc.array(pathSegment, { minLength: 1, maxLength: 6 }), fc.option(fc.constantFrom('?next=%2F%2Fevil.example', '?a=/../x', '?<q>')))
  .map(([segments, query]) => `/${segments.join('/')}${query ?? ''}`);

describe('generated payloads never make an endpoint fail', () => {
  // A model answers, so that the model draft's 503 (no model configured) does not hide a real failure.
  let site: ModelSite;
  beforeAll(async () => {
    site = await startSiteWithModel({ ...everyRateLimit('1000000/60'), MAIL_POLL_INTERVAL_MS: '60000', LOG_LEVEL: 'info' });
    site.model.behave({ kind: 'answer', chunks: ['Draft'] });
  }, 90_000);
  afterAll(() => site?.stop());

  const send = (endpoint: string, bodies: fc.Arbitrary<{ type: string; text: string }>) =>
    fc.assert(
      fc.asyncProperty(bodies, async ({ type, text }) => {
        const response = await fetch(`${site.server.origin}${endpoint}`, {
          method: 'POST',
          headers: type ? { 'Content-Type': type } : {},
          body: text,
          redirect: 'manual',
        });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        // JSON, or a stream of JSON lines (the assistant, the model draft).
        if (response.status !== 303) expect(response.headers.get('content-type')).toMatch(/^application\/(json|x-ndjson)/);
      }),
      { numRuns: RUNS },
    );

  it.each(ENDPOINTS)(`${RUNS} payloads to %s: never a 5xx, always JSON or a redirect`, (endpoint) => send(endpoint, body), 600_000);

  it(
    `${RUNS} security events with lone surrogates and control characters: never a 5xx`,
    () => send('/api/security-events', securityEvent),
    600_000,
  );

  it(
    `${RUNS} request paths that are not canonical: never a 5xx, and a redirect only to a canonical path of this site`,
    () =>
      fc.assert(
        fc.asyncProperty(rawPath, fc.constantFrom('GET', 'HEAD', 'POST'), async (path, method) => {
          const answer = await rawRequest(site.server.origin, path, {
            method,
            ...(method === 'POST' && { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status !== 308) return;
          const location = String(answer.headers.location);
          expect(location).toMatch(/^\/(?![/\\])/);
          expect((await rawRequest(site.server.origin, location, { method: 'HEAD' })).status).not.toBe(308);
        }),
        { numRuns: RUNS },
      ),
    600_000,
  );

  it('leaves a log of JSON lines only, holding none of the values sent', () => {
    const output = site.server.output();
    for (const line of output.split('\n').filter((line) => line.trim() !== '')) expect(() => JSON.parse(line), line).not.toThrow();
    for (const sent of [SENT_ADDRESS, SENT_TEXT, 'forged by fuzz']) expect(output).not.toContain(sent);
  });
});
