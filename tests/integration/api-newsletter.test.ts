import { describe, expect, it } from 'vitest';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { FORM_ANSWER_PATHS } from '#lib/routes.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

describe.each(TEST_ENGINES)('newsletter double opt-in on $name', (engine) => {
  const server = useBuiltServer(engine, { MAIL_POLL_INTERVAL_MS: '200', RATE_LIMIT_NEWSLETTER: '100/60' });

  const subscribe = async (email: string, lang = 'de') => {
    const response = await fetch(`${server().origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, lang }),
    });
    return { status: response.status, body: await response.json() };
  };
  const mailsTo = (email: string) => readMailFiles(server().dataDir).filter((mail) => mail.includes(`To: ${email}`));
  const confirmLink = (mail: string) => new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)![0]);

  it.each(['de', 'en'])('refuses an empty address with the message of spec §8 (%s)', async (lang) => {
    expect(await subscribe('  ', lang)).toEqual({
      status: 400,
      body: {
        success: false,
        message: translate(lang as 'de', 'newsletter.emailRequired'),
        code: 'invalid',
        errors: { email: 'newsletter.emailRequired' },
      },
    });
  });

  it('sends a confirmation mail whose link asks to confirm (its button posts), with unsubscribe link and one-click headers', async () => {
    const email = 'leser@example.ch';
    expect(await subscribe(email)).toEqual({
      status: 200,
      body: { success: true, message: translate('de', 'newsletter.success'), code: 'ok' },
    });
    const mail = await waitFor(() => mailsTo(email)[0]);
    expect(mail).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toMatch(/\/newsletter\/unsubscribe\?token=/);

    const link = confirmLink(mail);
    // Opening the link only asks (decision 0039; newsletter-links.test.ts clicks its button).
    const asked = await fetch(`${server().origin}${link.pathname}${link.search}`);
    expect(asked.status).toBe(200);
    const page = parseHtml(await asked.text());
    expect(page.querySelector('main')?.text).toContain(translate('de', 'newsletter.confirm.question'));
    expect(page.querySelector('main form')?.getAttribute('action')).toBe('/newsletter/confirm');
    const confirmed = await fetch(`${server().origin}/newsletter/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
      redirect: 'manual',
    });
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm?result=done');
  });

  it('answers a new, a pending and a confirmed address identically; a confirmed one stays confirmed, a pending one is not mailed again at once', async () => {
    const answers = [await subscribe('neu@example.ch'), await subscribe('neu@example.ch')];
    await waitFor(() => mailsTo('neu@example.ch')[0]);
    answers.push(await subscribe('leser@example.ch'));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mailsTo('leser@example.ch')).toHaveLength(1);
    // The pending address signed up twice within 10 minutes and got one mail.
    expect(mailsTo('neu@example.ch')).toHaveLength(1);
  });

  it('unsubscribes with one click from the List-Unsubscribe address, and through the page', async () => {
    const mail = mailsTo('leser@example.ch')[0]!;
    const oneClick = new URL(/^List-Unsubscribe: <(\S+)>$/m.exec(mail)![1]!);
    const response = await fetch(`${server().origin}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const page = await fetch(`${server().origin}/en/newsletter/unsubscribe?result=done`);
    expect(await page.text()).toContain(translate('en', 'newsletter.unsubscribe.success'));
    const form = await fetch(`${server().origin}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: oneClick.searchParams.get('token')!, lang: 'en' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    // Already unsubscribed by the one-click POST: a success all the same.
    expect(form.headers.get('location')).toBe('/en/newsletter/unsubscribe?result=already');
  });

  it.each(['de', 'en'] as const)('answers a form posted without JavaScript with a page in its language (%s)', async (lang) => {
    const page = `${server().origin}${localizePath(FORM_ANSWER_PATHS.newsletter, lang)}`;
    const post = (email: string) =>
      fetch(page, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, lang }),
        redirect: 'manual',
      });

    const refused = await post('anna@example');
    expect(refused.status).toBe(400);
    const answer = parseHtml(await refused.text());
    expect(answer.querySelector('html')?.getAttribute('lang')).toBe(lang);
    expect(answer.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(answer.querySelector('h1')?.text).toBe(translate(lang, 'newsletter.answer.errorTitle'));
    const input = answer.querySelector('main input[name="email"]');
    expect(input?.getAttribute('value')).toBe('anna@example');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(answer.querySelector(`#${input?.getAttribute('aria-describedby')}`)?.text).toBe(translate(lang, 'validation.contact.email'));
    expect(answer.querySelector('main form')?.getAttribute('action')).toBe(localizePath(FORM_ANSWER_PATHS.newsletter, lang));

    const accepted = await post(`answer-page-${lang}@example.ch`);
    expect(accepted.status).toBe(200);
    const thanks = parseHtml(await accepted.text());
    expect(thanks.querySelector('h1')?.text).toBe(translate(lang, 'newsletter.answer.successTitle'));
    expect(thanks.querySelector('main')?.text).toContain(translate(lang, 'newsletter.success'));
    await waitFor(() => mailsTo(`answer-page-${lang}@example.ch`)[0]);

    const opened = await fetch(page, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location')!, page).pathname).toBe(localizePath('/', lang));
  });

  it('keeps no e-mail address in the logs', () => expect(server().output()).not.toContain('leser@example.ch'));
});
