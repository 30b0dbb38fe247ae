import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';

interface PagerProps {
  locale: Locale;
  page: number;
  pages: number;
  previous: string | undefined;
  next: string | undefined;
}

/** Previous and next page of a long list; nothing when it fits on one page. */
export function Pager({ locale, page, pages, previous, next }: PagerProps) {
  if (pages <= 1) return null;
  const t = translator(locale);
  const link = 'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-brand-50';
  return (
    <nav aria-label={t('console.common.pagination')} className="mt-4 flex flex-wrap items-center gap-3">
      {previous && (
        <a href={previous} rel="prev" className={link}>
          {t('console.common.previous')}
        </a>
      )}
      <p className="text-sm text-slate-700">{t('console.common.pageOf', { page, pages })}</p>
      {next && (
        <a href={next} rel="next" className={link}>
          {t('console.common.next')}
        </a>
      )}
    </nav>
  );
}
