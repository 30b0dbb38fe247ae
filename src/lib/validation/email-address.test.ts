import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email-address.ts';

describe('normaliseEmail (one address, one mailbox)', () => {
  it.each([
    ['invisible zero-width space', 'anna@example.ch\u200b'],
    ['soft hyphen', 'an\u00adna@example.ch'],
    ['control character', 'anna\u0001@example.ch'],
    ['bidi override', 'anna\u202e@example.ch'],
    ['byte order mark', '\ufeffanna@example.ch'],
    ['no-break space', 'anna\u00a0@example.ch'],
    ['line break', 'anna@example.ch\r\nBcc: x@y.ch'],
    ['lone surrogate', 'anna\ud800@example.ch'],
    ['encoded word', '=?utf-8?Q?victim=40evil.example?=@example.ch'],
    ['quoted local part', '"anna"@example.ch'],
    ['quoted local part with @', '"anna@x"@example.ch'],
    ['two at signs', 'anna@@example.ch'],
    ['no domain dot', 'anna@example'],
    ['numeric top-level domain', 'anna@127.0.0.1'],
    ['IP literal', 'anna@[127.0.0.1]'],
    ['percent in the domain', 'anna@ex%61mple.ch'],
    ['leading dot', '.anna@example.ch'],
    ['double dot', 'an..na@example.ch'],
    ['trailing dot in the domain', 'anna@example.ch.'],
    ['hyphen at a label edge', 'anna@-example.ch'],
    ['hyphen at the edge of an IDN label', 'anna@δοκιμή-.example'],
    ['underscore in the domain', 'anna@ex_ample.ch'],
    ['local part over 64 octets', `${'x'.repeat(65)}@example.ch`],
    ['address over 253 octets', `${'x'.repeat(60)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(10)}.ch`],
  ])('refuses a %s', (_, address) => expect(normaliseEmail(address)).toBeUndefined());

  it.each([
    ['anna@example.ch', 'anna@example.ch'],
    ['Anna.Muster+news@Example.CH', 'Anna.Muster+news@example.ch'],
    ["o'brien@example.ch", "o'brien@example.ch"],
    ['anna@müller.ch', 'anna@xn--mller-kva.ch'],
    ['anna@MÜLLER.ch', 'anna@xn--mller-kva.ch'],
    ['anna@mu\u0308ller.ch', 'anna@xn--mller-kva.ch'],
    ['anna@xn--mller-kva.ch', 'anna@xn--mller-kva.ch'],
    ['jose\u0301@example.ch', 'jos\u00e9@example.ch'],
    ['anna@ｅｘａｍｐｌｅ.ch', 'anna@example.ch'],
  ])('accepts %j as %j', (address, normalised) => expect(normaliseEmail(address)).toBe(normalised));

  it('gives one form for every way of writing the same address', () => {
    const forms = ['anna@müller.ch', 'anna@MÜLLER.CH', 'anna@mu\u0308ller.ch', 'anna@xn--mller-kva.ch'].map(normaliseEmail);
    expect(new Set(forms).size).toBe(1);
  });
});
