import { describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { translate, type PlainKey } from '#i18n/translate.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { readMailFiles } from '../setup/mail-files.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const valid = {
  name: 'Anna Muster',
  email: 'anna@example.ch',
  company: 'Muster AG',
  message: 'Wir möchten unsere Kreditoren automatisieren.',
};

describe.each(TEST_ENGINES)('POST /api/contact on $name', (engine) => {
  const server = useBuiltServer(engine, { MAIL_POLL_INTERVAL_MS: '200', RATE_LIMIT_CONTACT: '1000/60' });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server().origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const mailFiles = () => readMailFiles(server().dataDir);
  const waitForMails = async (count: number) => {
    for (let waited = 0; waited < 15_000 && mailFiles().length < count; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return mailFiles();
  };
  /** Waits until the outbox has delivered everything queued so far. */
  const outboxDrained = async () => {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const health = (await (await fetch(`${server().origin}/api/health`)).json()) as { outbox: { pending: number } };
      if (health.outbox.pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('outbox did not drain');
  };

  it.each(['de', 'en'] as const)('stores a valid message, answers the success message (%s) and notifies the operator', async (lang) => {
    const email = `visitor-${lang}@example.ch`;
    const response = await post({ ...valid, email, lang });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: translate(lang, 'contact.success'), code: 'ok' });
    await outboxDrained();
    const mail = (await waitForMails(1)).find((text) => text.includes(`Reply-To: ${email}`));
    expect(mail).toContain(`To: ${siteConfig.email.notifications}`);
    expect(mail).toContain(`Subject: ${translate(lang, 'mail.contact.subject', { name: valid.name })}`);
    // The message's own page in the console, as a line and as a link.
    expect(mail).toMatch(new RegExp(`${translate(lang, 'mail.field.console')}: https?://\\S+/admin/inbox/[0-9a-f-]{36}\\n`));
    expect(mail).toMatch(/<a href="https?:\/\/[^"\s]+\/admin\/inbox\/[0-9a-f-]{36}"/);
  });

  it.each([
    ['de', { name: 'A' }, 'name', 'Name muss zwischen 2 und 100 Zeichen lang sein'],
    ['en', { name: 'x'.repeat(101) }, 'name', 'Name must be between 2 and 100 characters long'],
    ['de', { email: 'nicht-gültig' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['en', { message: 'x'.repeat(9) }, 'message', 'Message must be between 10 and 2000 characters long'],
    ['de', { message: 'x'.repeat(2001) }, 'message', 'Nachricht muss zwischen 10 und 2000 Zeichen lang sein'],
    ['en', { company: 'x'.repeat(201) }, 'company', 'Company name must be max 200 characters long'],
  ] as const)('refuses bad input with 400 and the message of spec §5 (%s %#)', async (lang, change, field, message) => {
    const response = await post({ ...valid, ...change, lang });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string; code: string; errors: Record<string, PlainKey> };
    expect(body.success).toBe(false);
    expect(body.message).toBe(translate(lang, 'validation.fixErrors'));
    expect(body.code).toBe('invalid');
    // Field errors travel as dictionary keys; the form shows their text in the visitor's language.
    expect(translate(lang, body.errors[field]!)).toBe(message);
  });

  it('accepts the exact limits', async () => {
    // decision 0012: the longest address a mail server takes (64 before the @, 253 in all) is under spec §5's 254.
    const longestEmail = `${'x'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.ch`;
    for (const change of [
      { name: 'xy' },
      { name: 'x'.repeat(100) },
      { message: 'x'.repeat(10) },
      { message: 'x'.repeat(2000) },
      { company: 'x'.repeat(200) },
      { email: longestEmail },
    ]) {
      expect((await post({ ...valid, ...change })).status).toBe(200);
    }
  });

  it('refuses an address of 255 characters', async () => {
    const response = await post({ ...valid, email: `${'x'.repeat(244)}@example.ch`, lang: 'en' });
    expect(response.status).toBe(400);
    expect(translate('en', ((await response.json()) as { errors: Record<string, PlainKey> }).errors.email!)).toBe(
      'Please enter a valid email address',
    );
  });

  it.each([
    ['malformed JSON', '{"name":', 400],
    ['an array', '[1,2]', 400],
    ['null', 'null', 400],
  ])('answers %s with %s', async (_, body, status) => {
    expect((await post(body)).status).toBe(status);
  });

  it('answers a wrong content type with 415, a large body with 413, a wrong method with 405', async () => {
    expect((await post('name=x', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post({ ...valid, message: 'x'.repeat(70_000) })).status).toBe(413);
    const get = await fetch(`${server().origin}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('refuses a cross-site browser post with 403', async () => {
    expect((await post(valid, { Origin: 'https://evil.example.com' })).status).toBe(403);
  });

  it('never lets a field inject mail headers: exactly one recipient', async () => {
    const response = await post({ ...valid, name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.ch' });
    expect(response.status).toBe(200);
    await outboxDrained();
    const mail = mailFiles().find((text) => text.includes('Reply-To: eve@example.ch'));
    expect(mail).toBeDefined();
    expect(mail).not.toMatch(/^Bcc:/im);
    expect(mail?.match(/^To: .*$/gim)).toEqual([`To: ${siteConfig.email.notifications}`]);
  });

  it('a filled honeypot looks like success and stores nothing', async () => {
    await outboxDrained();
    const before = mailFiles().length;
    const response = await post({ ...valid, website: 'https://spam.example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: translate('de', 'contact.success'), code: 'ok' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await outboxDrained();
    expect(mailFiles().length).toBe(before);
  });

  it('a plain form post is answered with a redirect back to the contact page', async () => {
    const response = await fetch(`${server().origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...valid, lang: 'en' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact?status=sent#formular');
  });

  it('keeps no e-mail address or message text in the logs', () => {
    expect(server().output()).not.toContain(valid.email);
    expect(server().output()).not.toContain(valid.message);
  });
});
