import type { Translate } from '#i18n/translate.ts';
import type { CappedCount } from '#server/db/paging.ts';

/** How many rows a list has, as its caption says it: the number, or "more than 1000" past the count's cap (db/paging.ts). */
export const listCount = ({ count, more }: CappedCount, t: Translate): string | number =>
  more ? t('console.common.moreThan', { count }) : count;
