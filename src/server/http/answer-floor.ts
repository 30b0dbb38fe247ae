import { setTimeout as sleep } from 'node:timers/promises';

/** How long before the floor the timer hands over to waiting turn by turn: a timer may fire a millisecond late. */
const TIMER_SLACK_MS = 2;
/** How many of the latest answers a rising floor looks back on. */
const RECENT_ANSWERS = 64;
/** The share of those answers whose work fits under the floor. */
const COVERED_SHARE = 0.95;
/** A margin over that work, for the one that runs a little longer than those before it. */
const MARGIN_MS = 5;
/** No answer is held longer than this for its timing's sake, however slow the machine has become. */
const CEILING_MS = 1000;

/**
 * Runs `work` and resolves with its result no sooner than `floorMs` after the call, so that the time
 * of an answer does not tell which way the work went. A failure is not held back, nor a
 * result that `holds` lets go at once.
 */
export async function notSoonerThan<T>(
  floor: number | RisingFloor,
  work: () => Promise<T>,
  holds: (result: T) => boolean = () => true,
): Promise<T> {
  const started = performance.now();
  const deadline = started + (typeof floor === 'number' ? floor : floor.ms);
  const result = await work();
  if (!holds(result)) return result;
  if (typeof floor !== 'number') floor.record(performance.now() - started);
  const coarse = deadline - performance.now() - TIMER_SLACK_MS;
  if (coarse > 0) await sleep(coarse);
  while (performance.now() < deadline) await new Promise<void>((resolve) => setImmediate(resolve));
  return result;
}

/**
 * A floor that is never below `baseMs` and rises with the work's own recent times: on a busy machine
 * the slowest path outgrows a fixed floor, and the answer's time would tell which path was taken.
 * Every path waits for the same floor, so what one path's work raises, all the others wait for too.
 */
export class RisingFloor {
  readonly #baseMs: number;
  readonly #recent: number[] = [];
  #ms: number;

  constructor(baseMs: number) {
    this.#baseMs = baseMs;
    this.#ms = baseMs;
  }

  get ms(): number {
    return this.#ms;
  }

  record(workMs: number): void {
    this.#recent.push(workMs);
    if (this.#recent.length > RECENT_ANSWERS) this.#recent.shift();
    const sorted = this.#recent.toSorted((a, b) => a - b);
    const covered = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * COVERED_SHARE))]!;
    this.#ms = Math.min(CEILING_MS, Math.max(this.#baseMs, covered + MARGIN_MS));
  }
}
