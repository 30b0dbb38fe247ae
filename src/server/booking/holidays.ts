import Holidays from 'date-holidays';

/**
 * The public holidays of a Swiss canton (decision 0049), from date-holidays' maintained list: the federal ones
 * and the canton's own. Days a canton keeps only by custom (Berchtoldstag in Zurich, "optional" there) are the
 * operator's days off to set in the console.
 */
export function publicHolidays(canton: string): (day: string) => boolean {
  const calendar = new Holidays('CH', canton);
  const years = new Map<number, ReadonlySet<string>>();
  const ofYear = (year: number): ReadonlySet<string> => {
    let days = years.get(year);
    if (!days) {
      days = new Set(calendar.getHolidays(year).flatMap((holiday) => (holiday.type === 'public' ? [holiday.date.slice(0, 10)] : [])));
      years.set(year, days);
    }
    return days;
  };
  return (day) => ofYear(Number(day.slice(0, 4))).has(day);
}
