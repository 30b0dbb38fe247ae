import type { Locale } from '#i18n/config.ts';
import type { Translate } from '#i18n/console-translate.ts';
import { formatNumber } from '#lib/format.ts';
import type { CappedCount } from '#server/db/paging.ts';

/** How many rows a list has, as its caption says it: the number, or "more than 1000" past the count's cap (db/paging.ts). */
export const listCount = ({ count, more }: CappedCount, t: Translate): string | number =>
  more ? t('console.common.moreThan', { count }) : count;

/** A capped count in the site's number format, as the overview shows it: 9'876, or "mehr als 10'000" past the cap (decision 0044). */
export function formattedCount({ count, more }: CappedCount, t: Translate, locale: Locale): string {
  const figure = formatNumber(count, locale);
  return more ? t('console.common.moreThan', { count: figure }) : figure;
}
