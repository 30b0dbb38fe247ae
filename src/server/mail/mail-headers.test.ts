import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { composeMail } from './compose.ts';
import { fileSender, smtpSender, type MailMessage, type MailSender } from './transport.ts';

// Decision 0025: bidirectional controls, line and paragraph separators and C1 controls reached the operator's mails unchanged.
const CONTROLS = [
  '\u202e',
  '\u202a',
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
const hostile = `invoice\u202efdp.exe ${CONTROLS.join('x')}`;

const message = async (): Promise<MailMessage> => ({
  id: '00000000-0000-4000-8000-000000000026',
  to: 'operator@example.ch',
  replyTo: 'anna@example.ch',
  ...(await composeMail('de', {
    subject: `Kontaktanfrage von ${hostile}`,
    intro: 'Neue Nachricht',
    fields: [['Name', hostile]],
    body: ['Nachricht', `Zeile eins\r\n${hostile}\nZeile drei`],
  })),
  headers: null,
});

function expectNothingHidden(mail: Awaited<ReturnType<typeof parseMail>>) {
  for (const { key, value } of mail.headers) expect(value, key).not.toMatch(HIDDEN);
  expect(mail.subject).toMatch(/^Kontaktanfrage von invoice\ufffdfdp\.exe /);
  expect(mail.text).not.toMatch(HIDDEN);
  expect(mail.html).not.toMatch(HIDDEN);
  // The text keeps its own line breaks; the override shows as a replacement character, the letters in their true order.
  expect(mail.text).toContain('Zeile eins\ninvoice\ufffdfdp.exe');
  expect(mail.text).toContain('Name: invoice\ufffdfdp.exe');
}

describe('a mail with display controls in its subject and text (decision 0025)', () => {
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const senders: MailSender[] = [];
  afterEach(() => senders.splice(0).forEach((send) => send.close?.()));

  it('reaches the SMTP server with none of them in a header or body', async () => {
    const send = smtpSender(smtp().url, { concurrency: 1 });
    senders.push(send);
    await send(await message());
    expect(smtp().received).toHaveLength(1);
    expectNothingHidden(await parseMail(smtp().received[0]!.raw));
  });

  it('is written by the file mailer with none of them in a header or body', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'mail-headers-'));
    try {
      const { location } = await fileSender(directory)(await message());
      expectNothingHidden(await parseMail(await readFile(location)));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
