import { describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import { parseHtml } from '../setup/html.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const valid = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'en' };

describe.each(TEST_ENGINES)('rate limits on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_CONTACT: '3/600', RATE_LIMIT_NEWSLETTER: '1/600' });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`${server().origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(valid),
    });

  it('answer 429 with Retry-After once an address used its attempts, and a spoofed X-Forwarded-For does not reset them', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, message: translate('en', 'api.rateLimited'), code: 'rate_limited' });
    expect((await post({ 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
  });

  it('holds for a form posted without JavaScript too: the answer page says so with 429 and Retry-After, keeping the address', async () => {
    const post = () =>
      fetch(`${server().origin}/en/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'anna@example.ch', lang: 'en' }),
      });
    expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = parseHtml(await limited.text());
    expect(page.querySelector('main [role="status"]')?.text).toBe(translate('en', 'api.rateLimited'));
    expect(page.querySelector('main input[name="email"]')?.getAttribute('value')).toBe('anna@example.ch');
  });
});
