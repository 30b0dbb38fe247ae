import { describe, expect, it } from 'vitest';
import { BOUNCE_REASON_MAX, bounceReason } from './bounce-reason.ts';

describe('a bounce reason as the console shows it', () => {
  it('keeps the reply on one line without the address it names', () => {
    expect(bounceReason('550 5.1.1 <Anna.Muster@example.ch>:\r\n Recipient address rejected: User unknown')).toBe(
      '550 5.1.1 <[redacted-email]>: Recipient address rejected: User unknown',
    );
    expect(bounceReason(null)).toBeUndefined();
    expect(bounceReason('  ')).toBeUndefined();
  });

  it('is cut at a word when the reply is long', () => {
    const reason = bounceReason(`552 5.2.2 ${'mailbox full '.repeat(30)}`)!;
    expect(reason.length).toBeLessThanOrEqual(BOUNCE_REASON_MAX);
    expect(reason).toMatch(/^552 5\.2\.2 (mailbox full )+mailbox( full)?…$/);
  });
});
