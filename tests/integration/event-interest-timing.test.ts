import { describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { answerTimes as takenSince, median } from '../setup/answer-times.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';

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
    const mail = await waitFor(() => readMailFiles(server().dataDir).find((text) => text.includes('To: confirmed@example.ch')));
    const link = new URL(/https?:\/\/\S+\/events\/interest\?token=[\w-]+/.exec(mail)![0]);
    const confirm = await fetch(`${server().origin}${link.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server().origin },
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    await signUp('pending@example.ch');
    for (let round = 0; round < 5; round += 1)
      for (const email of [`warm-${round}@example.ch`, 'pending@example.ch', 'confirmed@example.ch']) await signUp(email);

    await answerTimes();
    const kinds = ['new', 'pending', 'confirmed'] as const;
    const answers = new Set<string>();
    for (let request = 0; request < REQUESTS; request += 1) {
      const kind = kinds[request % kinds.length]!;
      answers.add(await signUp(kind === 'new' ? `new-${request}@example.ch` : `${kind}@example.ch`));
    }
    expect(answers.size).toBe(1);
    const held = await answerTimes();
    expect(held).toHaveLength(REQUESTS);
    // Every answer waited for the forms' floor.
    expect(Math.min(...held)).toBeGreaterThanOrEqual(59);
    const times = (kind: (typeof kinds)[number]) => held.filter((_, request) => kinds[request % kinds.length] === kind);
    const medians = kinds.map((kind) => median(times(kind)));
    expect(
      Math.max(...medians) - Math.min(...medians),
      `medians in ms: ${medians.map((value) => value.toFixed(2)).join(', ')}`,
    ).toBeLessThan(1);
  }, 120_000);
});
