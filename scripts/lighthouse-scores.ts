import type { Result } from 'lighthouse';

/** Minimum score (0-100) per Lighthouse category. */
type MinScores = Readonly<Record<string, number>>;

/** One Lighthouse report held to its targets, named for the table (a page, or a step of a flow). */
export interface JudgedReport {
  label: string;
  lhr: Result;
  targets: MinScores;
}

const scoreOf = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** False when Lighthouse could not score a category of the targets (a runtime error, a metric it failed to measure). */
const measured = ({ lhr, targets }: JudgedReport) => !lhr.runtimeError && Object.keys(targets).every((category) => typeof lhr.categories[category]?.score === 'number');
const total = ({ lhr, targets }: JudgedReport) => Object.keys(targets).reduce((sum, category) => sum + scoreOf(lhr, category), 0);

/**
 * Simulated throttling on a shared two-core machine is noisy: each page is audited `runs` times and the
 * median run (by the sum of its scores) counts – neither the luckiest nor the unluckiest. A run that
 * could not be measured is repeated, at most `runs` more times.
 */
export async function medianRun<T>(run: () => Promise<T | undefined>, reportsOf: (result: T) => JudgedReport[], runs = 3): Promise<T | undefined> {
  const measuredRuns: { result: T; total: number }[] = [];
  for (let attempt = 1; attempt <= runs * 2 && measuredRuns.length < runs; attempt += 1) {
    const result = await run();
    if (!result) continue;
    const reports = reportsOf(result);
    if (!reports.every(measured)) continue;
    measuredRuns.push({ result, total: reports.reduce((sum, report) => sum + total(report), 0) });
  }
  const sorted = measuredRuns.sort((a, b) => a.total - b.total);
  return sorted[Math.floor((sorted.length - 1) / 2)]?.result;
}

/** The report's row of the summary table, and one line per category below its target, naming the audits that cost points. */
export function judge({ label, lhr, targets }: JudgedReport): { row: Record<string, string | number>; failures: string[] } {
  const row: Record<string, string | number> = { page: label };
  const failures: string[] = [];
  for (const [category, minimum] of Object.entries(targets)) {
    const score = scoreOf(lhr, category);
    row[category] = score;
    if (score >= minimum) continue;
    const weighted = new Set(lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
    const failed = Object.values(lhr.audits).filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1);
    failures.push(`${label} ${category} ${score} < ${minimum} (audits: ${failed.map((audit) => audit.id).join(', ')})`);
  }
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  if (typeof lcp === 'number') row['LCP ms'] = Math.round(lcp);
  return { row, failures };
}

/** A report's file name in .lighthouse/: the path's words joined by underscores, `home` for the German home page. */
export const reportName = (name: string) => name.replace(/^\W+|\W+$/g, '').replace(/\W+/g, '_') || 'home';
