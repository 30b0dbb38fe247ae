import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_METRICS, type OverviewMetric } from '#lib/console/overview-metrics.ts';
import type { Overview } from '#server/console/records/overview.service.ts';
import { OverviewSection } from './OverviewSection.tsx';

const counted = { today: { count: 1234, more: false }, week: { count: 10_000, more: false }, month: { count: 10_000, more: true } };
const overview = {
  counts: Object.fromEntries(OVERVIEW_METRICS.map((metric) => [metric, counted])),
  system: { engine: 'postgres', outbox: { pending: 0, failed: 0, oldestPendingSince: null } },
} as Overview;
const links = Object.fromEntries(OVERVIEW_METRICS.map((metric) => [metric, '/admin'])) as Record<OverviewMetric, string>;

/** The cells of the overview's first row: today, 7 days, 30 days. */
const firstRow = (locale: 'de' | 'en') => {
  const html = renderToStaticMarkup(<OverviewSection locale={locale} overview={overview} links={links} />);
  const row = /<tbody[^>]*>\s*<tr[^>]*>(.*?)<\/tr>/s.exec(html)![1]!;
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => cell[1]!.replaceAll('&#x27;', "'"));
};

// Decision 0044: a period past the overview's cap reads "more than 10'000" in the site's number format.
describe('the console overview’s figures', () => {
  it('shows a count past the cap as more than the cap, in both languages', () => {
    expect(firstRow('de')).toEqual(["1'234", "10'000", "mehr als 10'000"]);
    expect(firstRow('en')).toEqual(["1'234", "10'000", "more than 10'000"]);
  });
});
