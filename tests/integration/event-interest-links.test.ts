import { describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';

/** Decision 0051: the interest list without a script: a plain form post, and the links of its mails. */
describe.each(TEST_ENGINES)('the interest list over HTTP on $name', (engine) => {
  const server = useBuiltServer(engine, { ...everyRateLimit('1000/60'), MAIL_POLL_INTERVAL_MS: '100' });
  const origin = () => server().origin;
  const post = (path: string, form: Record<string, string>, referer?: string) =>
    fetch(`${origin()}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: origin(),
        ...(referer ? { Referer: `${origin()}${referer}` } : {}),
      },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });

  it('a plain form post goes back to the form on its page with its result; the mail links ask on GET and act on POST', async () => {
    const sent = await post(
      '/api/events/interest',
      { lang: 'en', format: 'live-vat', email: 'anna@example.ch', website: '' },
      '/en/video-studio',
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/en/video-studio#event-interest-live-vat-sent');
    const invalid = await post('/api/events/interest', { lang: 'en', format: 'live-vat', email: 'anna@' }, '/en/video-studio');
    expect(invalid.headers.get('location')).toBe('/en/video-studio#event-interest-live-vat-invalid');

    const mail = await waitFor(() => readMailFiles(server().dataDir).find((text) => text.includes('To: anna@example.ch')));
    const confirm = new URL(/https?:\/\/\S+\/en\/events\/interest\?token=[\w-]+/.exec(mail)![0]);
    const asked = await fetch(`${origin()}${confirm.pathname}${confirm.search}`);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain('noindex');
    expect(page).toContain('Confirm sign-up');
    const posted = await post(confirm.pathname, { token: confirm.searchParams.get('token')! });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/en/events/interest?result=confirmed');
    // A repeated click is a success.
    expect(await (await fetch(`${origin()}${confirm.pathname}${confirm.search}`)).text()).toContain('your sign-up is confirmed');
    expect((await fetch(`${origin()}/en/events/interest?token=unknown`)).status).toBe(400);

    const leave = new URL(/https?:\/\/\S+\/en\/events\/interest\?leave=[\w.%-]+/.exec(mail)![0]);
    expect(await (await fetch(`${origin()}${leave.pathname}${leave.search}`)).text()).toContain('Leave now');
    const left = await post(`${leave.pathname}?do=leave`, { token: decodeURIComponent(leave.searchParams.get('leave')!) });
    expect(left.headers.get('location')).toBe('/en/events/interest?result=left');
    expect(await (await fetch(`${origin()}${leave.pathname}${leave.search}`)).text()).toContain('You have left the list');
  }, 60_000);
});
