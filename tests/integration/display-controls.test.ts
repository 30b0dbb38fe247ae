import { describe, expect, it } from 'vitest';
import { translate, type DictionaryKey } from '#i18n/translate.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { parseHtml } from '../setup/html.ts';
import { readRawMailFiles, waitFor } from '../setup/mail-files.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { parseMail, type ParsedMail } from '../setup/parsed-mail.ts';

// Decision 0025: bidirectional overrides and isolates, line and paragraph separators and C1 controls reached the
// operator's mail subjects, bodies and console unchanged: `invoice\u202Efdp.exe` read "invoiceexe.pdf".
const CONTROLS = [
  '\u202e',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u2028',
  '\u2029',
  '\u0080',
  '\u0085',
  '\u009f',
];
const HIDDEN = /[\p{Bidi_Control}\u2028\u2029\u0080-\u009f]/u;
const freeText = `Bitte prüfen Sie invoice\u202efdp.exe.\nDanach: ${CONTROLS.join('·')} Ende.`;

describe.each(TEST_ENGINES)("display controls in visitors' text on $name", (engine) => {
  const server = useBuiltServer(engine, { MAIL_POLL_INTERVAL_MS: '200', RATE_LIMIT_CONTACT: '1000/60', RATE_LIMIT_WAITLIST: '1000/60' });

  const postJson = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server().origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: string; message: string; errors?: Record<string, DictionaryKey> },
    };
  };
  const mailWithReplyTo = (address: string) =>
    waitFor(() => readRawMailFiles(server().dataDir).find((raw) => raw.toString('latin1').includes(`Reply-To: ${address}`)));
  const expectNothingHidden = (mail: ParsedMail) => {
    for (const { key, value } of mail.headers) expect(value, key).not.toMatch(HIDDEN);
    expect(mail.text).not.toMatch(HIDDEN);
    expect(mail.html).not.toMatch(HIDDEN);
    // The letters in the order they were typed, the override as a visible mark; the visitor's line break kept.
    expect(mail.text).toContain('invoice\ufffdfdp.exe.\nDanach:');
  };
  const consolePage = async (path: string) => {
    const { name, value } = await operatorSessionCookie(server().origin, 'operator@example.ch');
    const response = await fetch(`${server().origin}${path}`, { headers: { Cookie: `${name}=${value}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it.each(['de', 'en'] as const)("the API refuses such a name and company with the field's own message (%s)", async (lang) => {
    for (const control of CONTROLS) {
      const reply = await postJson('/api/contact', {
        lang,
        name: `invoice${control}fdp.exe`,
        email: 'anna@example.ch',
        company: `Muster${control} AG`,
        message: 'Bitte rufen Sie mich an.',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ name: 'validation.contact.nameControls', company: 'validation.contact.companyControls' });
    }
    expect(translate(lang, 'validation.contact.nameControls')).toBe(
      lang === 'de'
        ? 'Name darf keine unsichtbaren Steuerzeichen wie Textrichtungszeichen enthalten'
        : 'Name must not contain invisible control characters such as text-direction marks',
    );
    const waitlist = await postJson('/api/waitlist', { lang, email: `start-${lang}@example.ch`, consent: true, company: 'Start\u202e AG' });
    expect(waitlist).toMatchObject({
      status: 400,
      body: { code: 'invalid', message: translate(lang, 'validation.waitlist.companyControls') },
    });
  });

  it.each([
    ['de', '/contact/send'],
    ['en', '/en/contact/send'],
  ] as const)('the form without JavaScript refuses such a name and shows why at the field (%s)', async (lang, path) => {
    const form = new URLSearchParams({
      lang,
      name: 'invoice\u202efdp.exe',
      email: 'anna@example.ch',
      company: 'Muster\u2067 AG',
      message: 'Bitte rufen Sie mich an.',
    });
    const response = await fetch(`${server().origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server().origin },
      body: form,
    });
    // The contact page again, answered as the API answers the same post.
    expect(response.status).toBe(400);
    const page = parseHtml(await response.text());
    const text = page.querySelector('main')!.text;
    expect(text).toContain(translate(lang, 'validation.contact.nameControls'));
    expect(text).toContain(translate(lang, 'validation.contact.companyControls'));
  });

  it("a message whose text holds them reaches the operator's mail and console without them", async () => {
    const email = `invisible-${engine.name}@example.ch`;
    expect((await postJson('/api/contact', { lang: 'de', name: 'Anna Muster', email, message: freeText })).status).toBe(200);
    expectNothingHidden(await parseMail(await mailWithReplyTo(email)));

    const inbox = await consolePage('/admin/inbox');
    expect(inbox).not.toMatch(HIDDEN);
    expect(inbox).toContain('invoice\ufffdfdp.exe');
    const link = parseHtml(inbox)
      .querySelectorAll('a[href^="/admin/inbox/"]')
      .find((anchor) => anchor.text.includes('Anna Muster'))!;
    const message = await consolePage(link.getAttribute('href')!);
    expect(message).not.toMatch(HIDDEN);
    expect(parseHtml(message).querySelector('#message-text + p')!.text).toContain('invoice\ufffdfdp.exe.\nDanach:');
  });

  it("a waiting-list motivation that holds them reaches the operator's mail and console without them", async () => {
    const email = `motivation-${engine.name}@example.ch`;
    expect((await postJson('/api/waitlist', { lang: 'de', email, consent: true, motivation: freeText })).status).toBe(200);
    expectNothingHidden(await parseMail(await mailWithReplyTo(email)));
    const waitlist = await consolePage('/admin/waitlist');
    expect(waitlist).not.toMatch(HIDDEN);
    expect(waitlist).toContain('invoice\ufffdfdp.exe');
  });
});
