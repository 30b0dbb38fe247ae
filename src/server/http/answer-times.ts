/**
 * For the test suite only (ENABLE_TEST_HOOKS): how long the server took for its last answers to each form
 * (from the honeypot's decision to the outcome, any floor included), measured in the server, so that a
 * test on a busy machine compares the paths' own times rather than the machine's scheduling of the client
 * and the server (issue 14 §6, issue 26). Kept on globalThis: the routes are bundled apart.
 */
const KEY = Symbol.for('finance-site.answer-times');
const MAX_KEPT = 1000;

const store = (): Map<string, number[]> => ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, number[]>()) as Map<string, number[]>;

export function recordAnswerTime(name: string, heldMs: number): void {
  const times = store().get(name) ?? [];
  times.push(heldMs);
  store().set(name, times.slice(-MAX_KEPT));
}

/** The times recorded since the last call, oldest first. */
export function takeAnswerTimes(name: string): number[] {
  const times = store().get(name) ?? [];
  store().delete(name);
  return times;
}
