import { domainToASCII, domainToUnicode } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainToAscii, normaliseEmail } from '#lib/validation/email-address.ts';
import { startTestSmtp, type TestSmtp } from '#tests/setup/smtp.ts';
import { smtpSender, type MailSender } from './transport.ts';

const DOMAINS = [
  'example.ch',
  'EXAMPLE.CH',
  'müller.ch',
  'MÜLLER.ch',
  'mu\u0308ller.ch',
  'ｅｘａｍｐｌｅ.ch',
  'bücher.example',
  'xn--mller-kva.ch',
  'δοκιμή.gr',
  '例え.テスト',
  'straße.de',
  'a-b.c-d.ch',
  '127.0.0.1',
  'ex%61mple.ch',
  'a..b.ch',
  '-a.ch',
  'xn--zz.ch',
];

describe('the address rule on the server', () => {
  it.each(DOMAINS)('converts the domain %j exactly as node:url domainToASCII does', (domain) => {
    expect(domainToAscii(domain)).toBe(domainToASCII(domain));
  });
});

/** Local parts and domains as people and attackers type them: ASCII, other scripts, invisible and control characters, quotes, encoded words. */
const piece = fc.constantFrom(
  'anna',
  'Anna',
  "o'brien",
  'x+tag',
  'jos\u00e9',
  'jose\u0301',
  'müller',
  'δοκιμή',
  '=?utf-8?Q?',
  '?=',
  '"',
  '.',
  '..',
  '-',
  '_',
  '@',
  '\u200b',
  '\u00ad',
  '\u0001',
  '\u202e',
  '\ufeff',
  '\u034f',
  '\ufe0f',
  '\u{e0100}',
  '\u3164',
  '\u115f',
  '\uffa0',
  ' ',
  '%61',
  '[1]',
  'ｅ',
  'x'.repeat(40),
);
const word = fc.array(piece, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const candidate = fc
  .tuple(word, fc.constantFrom('@', '@@', ''), word, fc.constantFrom('.ch', '.example', '.CH', '.de', '', '.1', '.xn--p1ai', '.'))
  .map(([local, at, domain, top]) => `${local}${at}${domain}${top}`);

describe('every address the site accepts is accepted by a standard SMTP server (decision 0012)', () => {
  let smtp: TestSmtp;
  let send: MailSender;
  beforeAll(async () => {
    // smtp-server with its default address checks.
    smtp = await startTestSmtp();
    send = smtpSender(smtp.url, { concurrency: 1 });
  });
  afterAll(async () => {
    send?.close?.();
    await smtp?.close();
  });

  it('delivers to every accepted address, at the normalised address', async () => {
    const accepted = new Set<string>();
    fc.assert(
      fc.property(candidate, (address) => {
        const normalised = normaliseEmail(address);
        if (normalised) accepted.add(normalised);
      }),
      { numRuns: 20_000 },
    );
    for (const address of [
      'anna@müller.ch',
      "jos\u00e9.o'brien+news@δοκιμή.gr",
      'x!#$%&*/=^_`{|}~?-@a-b.c-d.ch',
      'anna@例え.テスト',
      `${'x'.repeat(64)}@example.ch`,
      `${'a'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.ch`,
    ]) {
      const normalised = normaliseEmail(address);
      expect(normalised, address).toBeDefined();
      accepted.add(normalised!);
    }
    expect(accepted.size).toBeGreaterThan(20);
    for (const address of accepted) {
      smtp.received.length = 0;
      await expect(
        send({ id: 'acceptance', to: address, replyTo: address, subject: 'Test', text: 'Test', html: '<p>Test</p>', headers: null }),
        address,
      ).resolves.toBeDefined();
      // smtp-server reports the domain of an address it took in Unicode.
      const [local, domain] = address.split('@') as [string, string];
      expect(smtp.received[0]?.to).toEqual([`${local}@${domainToUnicode(domain)}`]);
    }
  }, 120_000);
});
