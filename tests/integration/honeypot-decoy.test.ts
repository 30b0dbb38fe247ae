import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';

const waitlister = { email: 'decoy@example.ch', company: 'Köder AG', tier: 'early_access', motivation: 'Dabei sein.', consent: true };

/**
 * The honeypot's decoy answered 200 where the real handler refuses, so a bot could find
 * the field by sending what must be refused. It answers as the form's rules do, and stores nothing.
 */
describe.each(TEST_ENGINES)('the honeypot answers as the form would on $name', (engine) => {
  const server = useBuiltServer(engine, { ...everyRateLimit('1000/60'), MAIL_POLL_INTERVAL_MS: '60000' });

  const post = async (endpoint: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server().origin}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const asBot = (body: Record<string, unknown>) => ({ ...body, [HONEYPOT_FIELD]: 'https://spam.example.com' });

  it.each([
    ['contact', { name: 'Anna Muster', email: 'kein-at', message: 'Eine Nachricht mit Inhalt.' }, 400],
    ['contact', { name: 'A', email: 'anna@example.ch', message: 'kurz', lang: 'en' }, 400],
    ['newsletter', { email: 'anna@example', lang: 'en' }, 400],
    ['newsletter', { email: ' ' }, 400],
    ['waitlist', { ...waitlister, email: 'nope' }, 400],
    ['waitlist', { ...waitlister, consent: false }, 400],
    ['waitlist', { ...waitlister, tier: 'founders_beta', lang: 'en' }, 409],
    ['waitlist', { ...waitlister, tier: 'platinum' }, 400],
  ] as const)('a bot posting to %s what the form refuses gets its refusal (%#)', async (endpoint, body, status) => {
    const decoy = await post(endpoint, asBot(body));
    expect(decoy.status).toBe(status);
    expect(decoy).toEqual(await post(endpoint, body));
  });

  it('a bot gets the duplicate refusal for an address on the waiting list, and stores nothing when it would be taken', async () => {
    const fresh = { ...waitlister, email: 'first-bot@example.ch' };
    expect((await post('waitlist', asBot(fresh))).status).toBe(200);
    // The decoy stored nothing: the address is still free for the real sign-up.
    expect((await post('waitlist', fresh)).status).toBe(200);
    const duplicate = await post('waitlist', asBot(fresh));
    expect(duplicate.status).toBe(409);
    expect(duplicate).toEqual(await post('waitlist', fresh));
  });

  it.each(['contact', 'newsletter'] as const)('a bot posting a valid %s form is told it worked, as a visitor is', async (endpoint) => {
    const body =
      endpoint === 'contact'
        ? { name: 'Anna Muster', email: 'anna@example.ch', message: 'Eine Nachricht mit Inhalt.' }
        : { email: 'reader-bot@example.ch' };
    const decoy = await post(endpoint, asBot(body));
    expect(decoy.status).toBe(200);
    expect(decoy).toEqual(await post(endpoint, body));
  });
});
