import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { survivors, textWithAddress } from '#tests/setup/generated-addresses.ts';
import { loggerOptions } from './logger.ts';

/** The server's logger, writing its lines here. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

/** What nodemailer throws when the mail server refuses a recipient: the refusal's text in the message and in `response`. */
const refusal = (address: string) =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${address}>: Recipient address rejected`), {
    code: 'EENVELOPE',
    responseCode: 550,
    response: `550 5.1.1 <${address}>: Recipient address rejected`,
    rejected: [address],
  });

// spec §8: a mail server's refusal was logged verbatim in `reason`, with the recipient's address.
describe('the server log', () => {
  it('holds no address of a refused recipient, in the message, an error or any field', () => {
    const { logger, lines } = capturedLogger();
    const address = 'anna.muster@example.ch';
    const error = refusal(address);
    logger.error({ mailId: 7, reason: error.message, event: 'mail.failed' }, 'mail failed for good');
    logger.error({ err: error });
    logger.error(error);
    logger.warn({ error, nested: [{ [address]: address }] }, `could not send to ${address}`);
    logger.child({ recipient: address }).info('sent');
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line).not.toContain(address);
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({
      mailId: 7,
      reason: "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted-email]>: Recipient address rejected",
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({ err: { type: 'Error', code: 'EENVELOPE', responseCode: 550 } });
  });

  it('holds no generated address, whatever shape it has and wherever it is', () => {
    fc.assert(
      fc.property(fc.array(textWithAddress(), { minLength: 4, maxLength: 4 }), (texts) => {
        const { logger, lines } = capturedLogger();
        const [message, reason, key, thrown] = texts.map(({ text }) => text) as [string, string, string, string];
        logger.error({ reason, data: { [key]: [key] }, err: refusal(thrown) }, message);
        logger.warn(new Error(thrown));
        expect(
          survivors(
            lines.map((line) => JSON.parse(line) as unknown),
            texts.map(({ address }) => address),
          ),
        ).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
