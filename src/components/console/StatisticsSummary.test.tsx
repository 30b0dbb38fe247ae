import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABLES, type DashboardTable, type StatisticsDashboard } from '#lib/console/statistics-view.ts';
import { scaleTop, tickDays } from './StatisticsChart.tsx';
import { StatisticsSummary } from './StatisticsSummary.tsx';

const empty: DashboardTable = { rows: [], total: 0, keys: 0 };
const dashboard = (
  totals: StatisticsDashboard['totals'],
  filters: StatisticsDashboard['filters'] = {},
  folded = 0,
): StatisticsDashboard => ({
  range: { from: '2026-11-20', to: '2026-11-26' },
  previous: { from: '2026-11-13', to: '2026-11-19' },
  filters,
  totals,
  days: [],
  tables: Object.fromEntries(DASHBOARD_TABLES.map((name) => [name, empty])) as StatisticsDashboard['tables'],
  folded,
});

/** Each key figure's shown change and the words for screen readers, in the page's order. */
const changes = (shown: StatisticsDashboard, locale: 'de' | 'en' = 'en') => {
  const html = renderToStaticMarkup(
    <StatisticsSummary locale={locale} dashboard={shown} path="/admin/statistics" params={new URLSearchParams('days=7')} compared="" />,
  );
  return [...html.matchAll(/<span aria-hidden="true">([^<]*)<\/span><span class="sr-only">([^<]*)<\/span>/g)].map((match) => [
    match[1],
    match[2],
  ]);
};

describe('the key figures', () => {
  it('say each change against the period before with an arrow and in words; a rate in percentage points', () => {
    const figures = changes(
      dashboard({ visitors: { value: 150, previous: 100 }, views: { value: 90, previous: 120 }, conversions: { value: 3, previous: 3 } }),
    );
    expect(figures).toEqual([
      ['▲ 50%', 'up 50% from 100 in the period before'],
      ['▼ 25%', 'down 25% from 120 in the period before'],
      ['±0', 'the same as in the period before'],
      ['▼ 1 pp', 'down 1 percentage points from 3% in the period before'],
    ]);
  });

  it('call a figure new when the period before had none', () => {
    const figures = changes(
      dashboard({ visitors: { value: 4, previous: 0 }, views: { value: 9, previous: 0 }, conversions: { value: 1, previous: 0 } }),
      'de',
    );
    expect(figures.map(([shown]) => shown)).toEqual(['neu', 'neu', 'neu', 'neu']);
  });

  it('show the filters as links that remove them, and how many visitors were folded', () => {
    const zero = { value: 0, previous: 0 };
    const html = renderToStaticMarkup(
      <StatisticsSummary
        locale="en"
        dashboard={dashboard({ visitors: zero, views: zero, conversions: zero }, { channel: 'email', page: '/en/' }, 1234)}
        path="/en/admin/statistics"
        params={new URLSearchParams('days=7&f.channel=email&f.page=%2Fen%2F')}
        compared=""
      />,
    );
    expect(html).toContain('href="/en/admin/statistics?days=7&amp;f.channel=email"');
    expect(html).toContain('<span class="sr-only">Remove filter: </span>Page: /en/</a>');
    expect(html).toContain('Channel: E-mail</a>');
    expect(html).toMatch(/href="\/en\/admin\/statistics\?days=7" [^>]*>Clear all filters</);
    expect(html).toContain('1&#x27;234 new visitors were counted as one');
  });
});

describe('the chart', () => {
  it('has a round top of its scale, halved for the middle line', () => {
    expect([0, 1, 3, 5, 13, 120, 999].map(scaleTop)).toEqual([4, 4, 4, 6, 16, 120, 1000]);
  });

  it('dates a sensible number of days at 7, 30, 90 and 365 days', () => {
    const days = (count: number, from = Date.UTC(2025, 10, 27)) =>
      Array.from({ length: count }, (_, n) => new Date(from + n * 86_400_000).toISOString().slice(0, 10));
    expect(tickDays(days(7))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tickDays(days(30))).toEqual([0, 7, 14, 21, 28]);
    expect(tickDays(days(90))).toHaveLength(7);
    const year = days(365);
    const ticks = tickDays(year);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(ticks.every((index) => year[index]!.endsWith('-01'))).toBe(true);
  });
});
