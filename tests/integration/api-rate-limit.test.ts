import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/translate.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const valid = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'en' };

describe.each(TEST_ENGINES)('rate limits on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_CONTACT: '3/600' });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`${server().origin}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(valid) });

  it('answer 429 with Retry-After once an address used its attempts, and a spoofed X-Forwarded-For does not reset them', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, message: translate('en', 'api.rateLimited') });
    expect((await post({ 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
  });
});
