/** A range of Zurich days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * What the Statistics page can be filtered by: a row of any of its tables narrows the whole page to the visits
 * that row counts (decision 0047). `page` is a page viewed; the others describe the visitor of the day.
 */
export const STATISTICS_DIMENSIONS = [
  'page',
  'entry',
  'channel',
  'referrer',
  'campaign',
  'source',
  'medium',
  'device',
  'browser',
  'language',
] as const;
export type StatisticsDimension = (typeof STATISTICS_DIMENSIONS)[number];

/** At most one value per dimension; the page's address carries them as `f.<dimension>=<value>`. */
export type StatisticsFilters = Partial<Record<StatisticsDimension, string>>;

export const FILTER_PARAM_PREFIX = 'f.';

/** The filters an address asks for; unknown names are ignored, values are kept as they were typed (they are keys, shown escaped). */
export function filtersOf(params: URLSearchParams): StatisticsFilters {
  const filters: StatisticsFilters = {};
  for (const dimension of STATISTICS_DIMENSIONS) {
    const value = params.get(`${FILTER_PARAM_PREFIX}${dimension}`);
    if (value !== null) filters[dimension] = value.slice(0, 500);
  }
  return filters;
}

/** A figure of the period beside the same figure of the period before, of as many days. */
export interface Compared {
  value: number;
  previous: number;
}

/** One day of the chart: every day of the range is there, zero where nothing was counted. */
export interface DashboardDay {
  day: string;
  visitors: number;
  views: number;
  conversions: number;
}

export interface DashboardRow {
  key: string;
  count: number;
  /** Of the table's total (visitors, views or conversions of the filtered period), 0 to 1. */
  share: number;
}

export interface DashboardTable {
  rows: DashboardRow[];
  /** The table's total over every key, the rows not shown included. */
  total: number;
  /** How many keys there are in all (the page shows the top ones; the CSV has all). */
  keys: number;
}

/** The tables of the dashboard, each the dimension its rows filter by (conversions: by kind, not a filter). */
export const DASHBOARD_TABLES = [
  'pages',
  'entries',
  'channels',
  'referrers',
  'campaigns',
  'devices',
  'browsers',
  'languages',
  'conversions',
] as const;
export type DashboardTableName = (typeof DASHBOARD_TABLES)[number];

/** The rows a table shows, and how many once opened (`?more=<table>`); the CSV has them all. */
export const TABLE_ROWS = 10;
export const MORE_ROWS = 50;

/** The table an address opens to more rows, if it names one. */
export const openTableOf = (params: URLSearchParams): DashboardTableName | undefined =>
  DASHBOARD_TABLES.find((name) => name === params.get('more'));

export const TABLE_DIMENSION: Record<Exclude<DashboardTableName, 'conversions'>, StatisticsDimension> = {
  pages: 'page',
  entries: 'entry',
  channels: 'channel',
  referrers: 'referrer',
  campaigns: 'campaign',
  devices: 'device',
  browsers: 'browser',
  languages: 'language',
};

export interface StatisticsDashboard {
  range: DayRange;
  /** The period before, of as many days, that the figures are compared with. */
  previous: DayRange;
  filters: StatisticsFilters;
  totals: { visitors: Compared; views: Compared; conversions: Compared };
  days: DashboardDay[];
  tables: Record<DashboardTableName, DashboardTable>;
  /** New visitors of the period counted as one because their network brought too many in a day (decision 0047). */
  folded: number;
}
