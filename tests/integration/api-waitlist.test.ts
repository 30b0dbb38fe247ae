import { describe, expect, it } from 'vitest';
import { translate, type PlainKey } from '#i18n/translate.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const valid = { email: 'founder@example.ch', company: 'Start AG', tier: 'early_access', motivation: 'Früh dabei sein.', consent: true };

describe.each(TEST_ENGINES)('POST /api/waitlist on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_WAITLIST: '20/600' });

  const post = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server().origin}/api/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message: string; code: string; errors?: Record<string, PlainKey> },
    };
  };

  it('answers success with the message of spec §8, then refuses the same address with "Email already registered"', async () => {
    expect(await post({ ...valid, lang: 'de' })).toEqual({
      status: 200,
      body: { success: true, message: 'Erfolgreich angemeldet! Wir melden uns innerhalb 48h bei dir.', code: 'ok' },
    });
    const again = await post({ ...valid, email: 'FOUNDER@example.ch', lang: 'de' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Email already registered');
    expect(again.body.code).toBe('email_taken');
  });

  it.each([
    ['de', { email: '' }, 'E-Mail ist erforderlich.'],
    ['de', { consent: false }, 'Bitte stimme den Datenschutzbestimmungen zu.'],
    ['de', { company: 'x'.repeat(201) }, 'Firmenname ist zu lang (max. 200 Zeichen).'],
    ['de', { motivation: 'x'.repeat(501) }, 'Motivation ist zu lang (max. 500 Zeichen).'],
    ['en', { motivation: 'x'.repeat(501) }, 'Motivation is too long (max. 500 characters).'],
  ] as const)('refuses bad input in order with the message of spec §5 (%s %#)', async (lang, change, message) => {
    const field = Object.keys(change)[0]!;
    const result = await post({ ...valid, email: `x${Math.random()}@example.ch`, ...change, lang });
    expect(result).toEqual({ status: 400, body: { success: false, message, code: 'invalid', errors: { [field]: expect.any(String) } } });
    // The field's error travels as its dictionary key, whose text is the message.
    expect(translate(lang, result.body.errors![field]!)).toBe(message);
  });

  it('marks a bad address with "Invalid email format"', async () => {
    const result = await post({ ...valid, email: 'not-an-address' });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('Invalid email format');
    expect(result.body.code).toBe('invalid_email');
  });

  it('refuses the full founders tier with a clear message', async () => {
    expect(await post({ ...valid, email: 'late@example.ch', tier: 'founders_beta', lang: 'en' })).toEqual({
      status: 409,
      body: { success: false, message: translate('en', 'waitlist.tierFull'), code: 'tier_full' },
    });
  });

  it('puts a sign-up without a tier on the general waiting list', async () => {
    expect((await post({ ...valid, email: 'general@example.ch', tier: '' })).status).toBe(200);
  });

  it('answers "Rate limit exceeded" with 429 when an address tries too often', async () => {
    let last: Awaited<ReturnType<typeof post>> = { status: 0, body: { success: true, message: '', code: '' } };
    for (let attempt = 0; attempt < 25 && last.status !== 429; attempt += 1)
      last = await post({ ...valid, email: `r${attempt}@example.ch` });
    expect(last.status).toBe(429);
    expect(last.body.message).toContain('Rate limit exceeded');
    expect(last.body.code).toBe('rate_limited');
  });
});
