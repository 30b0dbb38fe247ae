import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRateLimit } from '../../src/server/http/rate-limit-registry.ts';
import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';

const ENDPOINTS = ['/api/contact', '/api/newsletter', '/api/waitlist', '/api/security-events', '/api/chat', '/api/linkedin-draft'] as const;
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

/** Field names the endpoints read, so generated payloads reach the validation, not only the parser. */
const fieldName = fc.constantFrom('name', 'email', 'company', 'message', 'lang', 'tier', 'motivation', 'consent', 'website', 'event_type', 'event_data', 'messages', 'topic', 'points', 'audience', 'tone', 'language', 'length', 'hashtags', '__proto__', 'constructor');
const nasty = fc.constantFrom('', ' ', '\r\nBcc: x@y.ch', '<script>alert(1)</script>', 'a@b.ch', 'x'.repeat(3000), '\u0000', '😀', 'javascript:alert(1)', 'de', 'en', 'early_access', 'founders_beta', 'sme', 'professional', 'medium', 'few');
const value = fc.oneof(nasty, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));

/** A request body: a JSON object with known and unknown fields, any JSON value, broken JSON, or a form body. */
const body = fc.oneof(
  fc.dictionary(fieldName, value, { maxKeys: 8 }).map((data) => ({ type: 'application/json', text: JSON.stringify(data) })),
  fc.jsonValue().map((data) => ({ type: 'application/json', text: JSON.stringify(data) })),
  fc.string().map((text) => ({ type: 'application/json', text })),
  fc.dictionary(fieldName, fc.oneof(nasty, fc.string()), { maxKeys: 8 }).map((data) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(data).toString() })),
  fc.tuple(fc.constantFrom('text/plain', 'application/xml', ''), fc.string()).map(([type, text]) => ({ type, text })),
);

describe('generated payloads never make an endpoint fail', () => {
  // A model answers, so that the model draft's 503 (no model configured) does not hide a real failure.
  let site: ModelSite;
  beforeAll(async () => {
    site = await startSiteWithModel({ ...everyRateLimit('1000000/60'), MAIL_POLL_INTERVAL_MS: '60000' });
    site.model.behave({ kind: 'answer', chunks: ['Draft'] });
  }, 90_000);
  afterAll(() => site?.stop());

  it.each(ENDPOINTS)(`${RUNS} payloads to %s: never a 5xx, always JSON or a redirect`, async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(body, async ({ type, text }) => {
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
  }, 600_000);
});
