import { setTimeout as sleep } from 'node:timers/promises';

/** How long before the floor the timer hands over to waiting turn by turn: a timer may fire a millisecond late. */
const TIMER_SLACK_MS = 2;

/**
 * Runs `work` and resolves with its result no sooner than `floorMs` after the call, so that the time
 * of an answer does not tell which way the work went (issue 14 §6). A failure is not held back.
 * `onHeld` is told how long the answer was held: the floor, or the work's own time when it took longer.
 */
export async function notSoonerThan<T>(floorMs: number, work: () => Promise<T>, onHeld?: (heldMs: number) => void): Promise<T> {
  const started = performance.now();
  const deadline = started + floorMs;
  const result = await work();
  onHeld?.(Math.max(floorMs, performance.now() - started));
  const coarse = deadline - performance.now() - TIMER_SLACK_MS;
  if (coarse > 0) await sleep(coarse);
  while (performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
  return result;
}
