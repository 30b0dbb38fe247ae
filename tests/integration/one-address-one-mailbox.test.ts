import { describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

// Every way of writing an address names one mailbox; what the site refuses never reaches a mail.
describe.each(TEST_ENGINES)('one address, one mailbox on $name', (engine) => {
  const server = useBuiltServer(engine, { ...everyRateLimit('100/60'), MAIL_POLL_INTERVAL_MS: '200' });

  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await fetch(`${server().origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lang: 'de', ...data }),
    });
    return { status: response.status, body: (await response.json()) as { code: string } };
  };
  const mailsTo = (address: string) => readMailFiles(server().dataDir).filter((mail) => mail.includes(`To: ${address}`));

  it('a confirmed subscriber gets no new confirmation mail through another spelling of the address', async () => {
    expect((await post('/api/newsletter', { email: 'anna@müller.ch' })).status).toBe(200);
    const mail = await waitFor(() => mailsTo('anna@xn--mller-kva.ch')[0]);
    const link = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail)![0]);
    expect((await fetch(`${server().origin}${link.pathname}${link.search}`)).status).toBe(200);

    for (const email of ['ANNA@MÜLLER.CH', 'anna@mu\u0308ller.ch', 'anna@xn--mller-kva.ch'])
      expect((await post('/api/newsletter', { email })).status).toBe(200);
    // Decision 0025: the default-ignorable characters that were still taken, each as a mailbox of its own.
    const ignorable = ['\u034f', '\ufe0f', '\u{e0100}', '\u3164', '\u115f', '\uffa0'].map((character) => `an${character}na@müller.ch`);
    for (const email of ['anna@müller.ch\u200b', 'an\u00adna@müller.ch', '=?utf-8?Q?anna=40m=C3=BCller.ch?=@example.ch', ...ignorable]) {
      expect(await post('/api/newsletter', { email })).toMatchObject({ status: 400, body: { code: 'invalid' } });
    }
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(readMailFiles(server().dataDir).filter((text) => /newsletter\/confirm/.test(text))).toHaveLength(1);
  });

  it('a waiting-list address is taken in every spelling', async () => {
    expect((await post('/api/waitlist', { email: 'Petra@Bücher.example', consent: true })).status).toBe(200);
    expect(await post('/api/waitlist', { email: 'Petra@XN--BCHER-KVA.EXAMPLE', consent: true })).toMatchObject({
      status: 409,
      body: { code: 'email_taken' },
    });
    expect(await post('/api/waitlist', { email: 'petra\u0001@bücher.example', consent: true })).toMatchObject({
      status: 400,
      body: { code: 'invalid_email' },
    });
  });

  it('a contact with a control character in the address is refused, not stored under another address', async () => {
    const message = { name: 'Anna Muster', message: 'Bitte rufen Sie mich an.' };
    expect(await post('/api/contact', { ...message, email: 'anna\u0001@example.ch' })).toMatchObject({
      status: 400,
      body: { code: 'invalid' },
    });
    expect((await post('/api/contact', { ...message, email: 'Anna@MÜLLER.ch' })).status).toBe(200);
    const notification = await waitFor(() =>
      readMailFiles(server().dataDir).find((text) => text.includes('Kontaktanfrage von Anna Muster')),
    );
    expect(notification).toMatch(/^Reply-To: Anna@xn--mller-kva\.ch\r?$/m);
  });
});
