import { remember } from '../remember.ts';

const MAX_KEPT = 1000;

/**
 * For the test suite only (ENABLE_TEST_HOOKS): how long the server took for its last answers to each form
 * (from the honeypot's decision to the outcome, any floor included), measured in the server, so that a
 * test on a busy machine compares the paths' own times rather than the machine's scheduling of the client
 * and the server.
 */
const times = remember('answer-times', () => new Map<string, number[]>());

export function recordAnswerTime(name: string, heldMs: number): void {
  const kept = times.get(name) ?? [];
  kept.push(heldMs);
  times.set(name, kept.slice(-MAX_KEPT));
}

/** The times recorded since the last call, oldest first. */
export function takeAnswerTimes(name: string): number[] {
  const kept = times.get(name) ?? [];
  times.delete(name);
  return kept;
}
