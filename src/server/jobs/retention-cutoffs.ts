import { RETENTION_NAMES, RETENTION_PERIODS, type RetentionName, type RetentionUnit, type RetentionValues } from '#lib/retention.ts';

const DAY_MS = 86_400_000;

/**
 * The same time of day `months` calendar months earlier (UTC); a day the earlier month lacks becomes its
 * last day, so twelve months before 29 February is 28 February.
 */
export function monthsBefore(now: Date, months: number): Date {
  const earlier = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - months,
      1,
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return earlier;
}

const before = (now: Date, unit: RetentionUnit, count: number) =>
  unit === 'days' ? new Date(now.getTime() - count * DAY_MS) : monthsBefore(now, count);

/** For each kind of record, the instant before which it is past its period: older goes, that instant and newer stay. */
export function retentionCutoffs(periods: RetentionValues, now: Date): Record<RetentionName, Date> {
  return Object.fromEntries(RETENTION_NAMES.map((name) => [name, before(now, RETENTION_PERIODS[name].unit, periods[name])])) as Record<
    RetentionName,
    Date
  >;
}
