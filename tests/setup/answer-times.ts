import type { RateLimitName } from '#server/config/rate-limit-registry.ts';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** How long the server took for each answer to the form since the last call, oldest first (a test hook, ENABLE_TEST_HOOKS). */
export async function answerTimes(origin: string, form: RateLimitName): Promise<number[]> {
  return (await (await fetch(`${origin}/test-hooks/answer-times?name=${form}`)).json()) as number[];
}
