import { setTimeout as sleep } from 'node:timers/promises';

/** How long before the floor the timer hands over to waiting turn by turn: a timer may fire a millisecond late. */
const TIMER_SLACK_MS = 2;

/**
 * Runs `work` and resolves with its result no sooner than `floorMs` after the call, so that the time
 * of an answer does not tell which way the work went. A failure is not held back, nor a
 * result that `holds` lets go at once.
 */
export async function notSoonerThan<T>(floorMs: number, work: () => Promise<T>, holds: (result: T) => boolean = () => true): Promise<T> {
  const deadline = performance.now() + floorMs;
  const result = await work();
  if (!holds(result)) return result;
  const coarse = deadline - performance.now() - TIMER_SLACK_MS;
  if (coarse > 0) await sleep(coarse);
  while (performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
  return result;
}
