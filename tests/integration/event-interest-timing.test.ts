import { describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { confirmFromMail, interleavedSignUpTimes } from '../setup/address-timing.ts';
import { answerTimes as takenSince } from '../setup/answer-times.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const REQUESTS = 150;

/**
 * Decision 0051: an interest list's sign-up must not tell who is on the list. New, pending and confirmed addresses,
 * interleaved, are answered alike and within 1 ms of each other (medians of the server's own times, a test hook),
 * held to the forms' common answer floor.
 */
describe.each(TEST_ENGINES)('the interest list answer takes the same time for every address on $name', (engine) => {
  const server = useBuiltServer(engine, { ...everyRateLimit('100000/60'), MAIL_POLL_INTERVAL_MS: '100' });

  const signUp = async (email: string) => {
    const response = await fetch(`${server().origin}/api/events/interest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: 'live-vat', email }),
    });
    return `${response.status} ${await response.text()}`;
  };
  const answerTimes = () => takenSince(server().origin, 'eventInterest');

  it(`answers ${REQUESTS} interleaved sign-ups of new, pending and confirmed addresses alike`, async () => {
    await signUp('confirmed@example.ch');
    await confirmFromMail(server(), 'confirmed@example.ch', /https?:\/\/\S+\/events\/interest\?token=[\w-]+/);
    await signUp('pending@example.ch');

    const { answers, held, medians } = await interleavedSignUpTimes(REQUESTS, signUp, answerTimes);
    expect(answers.size).toBe(1);
    expect(held).toHaveLength(REQUESTS);
    // Every answer waited for the forms' floor.
    expect(Math.min(...held)).toBeGreaterThanOrEqual(59);
    expect(
      Math.max(...medians) - Math.min(...medians),
      `medians in ms: ${medians.map((value) => value.toFixed(2)).join(', ')}`,
    ).toBeLessThan(1);
  }, 120_000);
});
