import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { judge, medianRun, type JudgedReport } from './lighthouse-scores.ts';

const report = (performance: number | null, lcp = 900): JudgedReport => ({
  label: '/faq',
  lhr: { categories: { performance: { score: performance, auditRefs: [] } }, audits: { 'largest-contentful-paint': { numericValue: lcp } } } as unknown as Result,
  targets: { performance: 95 },
});

/** Runs that return the given reports one after the other. */
function runsOf(reports: JudgedReport[]) {
  const queue = [...reports];
  return async () => queue.shift();
}

describe('the median of three Lighthouse runs', () => {
  it('counts the middle run, not the best', async () => {
    const median = await medianRun(runsOf([report(1), report(0.9), report(0.96)]), (result) => [result]);
    expect(judge(median!).row.performance).toBe(96);
  });

  it('repeats a run that could not be measured', async () => {
    const median = await medianRun(runsOf([report(null), report(0.97), report(0.99), report(0.98)]), (result) => [result]);
    expect(judge(median!).row.performance).toBe(98);
  });

  it('reports the median run’s largest contentful paint', async () => {
    const median = await medianRun(runsOf([report(1, 700), report(0.9, 1400), report(0.96, 1100)]), (result) => [result]);
    expect(judge(median!).row['LCP ms']).toBe(1100);
  });
});
