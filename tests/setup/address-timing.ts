import { expect } from 'vitest';
import { median } from './answer-times.ts';
import { readMailFiles, waitFor } from './mail-files.ts';

/**
 * Confirms `email` as its owner would: the link of the mail sent to it is opened, and the page's button posts the
 * token (a GET only asks: mail scanners open links first).
 */
export async function confirmFromMail(server: { origin: string; dataDir: string }, email: string, link: RegExp): Promise<void> {
  const mail = await waitFor(() => readMailFiles(server.dataDir).find((text) => text.includes(`To: ${email}`)));
  const url = new URL(link.exec(mail)![0]);
  const confirm = await fetch(`${server.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
    body: new URLSearchParams({ token: url.searchParams.get('token')! }),
    redirect: 'manual',
  });
  expect(confirm.status).toBe(303);
}

const KINDS = ['new', 'pending', 'confirmed'] as const;

export interface InterleavedTimes {
  /** The distinct answers given: one, when every address is answered alike. */
  answers: Set<string>;
  /** The server's time for each measured answer, in the order sent. */
  held: number[];
  /** The median time of new, pending and confirmed addresses, in that order. */
  medians: number[];
}

/**
 * Signs up new addresses, `pending@example.ch` and `confirmed@example.ch` (which the caller has made so) in turn,
 * `requests` times after a few warm-up rounds (so that what runs once, code loading and query planning, is not
 * measured), and gives back the answers and the server's own times (`answerTimes`, a test hook).
 */
export async function interleavedSignUpTimes(
  requests: number,
  signUp: (email: string) => Promise<string>,
  answerTimes: () => Promise<number[]>,
): Promise<InterleavedTimes> {
  for (let round = 0; round < 5; round += 1)
    for (const email of [`warm-${round}@example.ch`, 'pending@example.ch', 'confirmed@example.ch']) await signUp(email);
  await answerTimes();
  const answers = new Set<string>();
  for (let request = 0; request < requests; request += 1) {
    const kind = KINDS[request % KINDS.length]!;
    answers.add(await signUp(kind === 'new' ? `new-${request}@example.ch` : `${kind}@example.ch`));
  }
  const held = await answerTimes();
  const medians = KINDS.map((kind) => median(held.filter((_, request) => KINDS[request % KINDS.length] === kind)));
  return { answers, held, medians };
}
