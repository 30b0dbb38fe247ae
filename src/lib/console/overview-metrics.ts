/** What the console's overview counts per period, in the order it shows them. */
export const OVERVIEW_METRICS = [
  'contactMessages',
  'newsletterPending',
  'newsletterConfirmed',
  'waitlistPending',
  'failedMails',
  'severeSecurityEvents',
  'visitors',
  'pageViews',
  'conversions',
] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];
