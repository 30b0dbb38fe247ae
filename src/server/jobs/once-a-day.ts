import { repeatEvery } from './repeat.ts';
import { zurichClock } from '#lib/zurich-time.ts';

export interface OnceADayOptions {
  checkEveryMs: number;
  now: () => Date;
  /** The day's work at `at`; true once the day is settled (done here or elsewhere), false to look again at the next check. */
  run: (at: Date, day: string) => Promise<boolean>;
  onError: (error: unknown) => void;
}

/**
 * Checks every `checkEveryMs` whether a daily job is due, by the Zurich day: once this instance has seen
 * a day settled, it asks no more that day.
 */
export function repeatOnceADay({ checkEveryMs, now, run, onError }: OnceADayOptions): { stop: () => Promise<void> } {
  let settledDay: string | undefined;
  const check = async () => {
    const at = now();
    const { day } = zurichClock(at);
    if (day === settledDay) return;
    if (await run(at, day)) settledDay = day;
  };
  return repeatEvery(checkEveryMs, check, onError);
}
