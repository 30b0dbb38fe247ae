import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';

interface PagerProps {
  locale: Locale;
  newest: string | undefined;
  newer: string | undefined;
  older: string | undefined;
  oldest: string | undefined;
}

/** The newest, newer, older and oldest page of a long list (keyset paging); nothing when it fits on one page. */
export function Pager({ locale, newest, newer, older, oldest }: PagerProps) {
  if (!newer && !older) return null;
  const t = translator(locale);
  const link = 'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-brand-50';
  const links = [
    { href: newest, rel: 'first', label: t('console.common.newest') },
    { href: newer, rel: 'prev', label: t('console.common.newer') },
    { href: older, rel: 'next', label: t('console.common.older') },
    { href: oldest, rel: 'last', label: t('console.common.oldest') },
  ];
  return (
    <nav aria-label={t('console.common.pagination')} className="mt-4 flex flex-wrap items-center gap-3">
      {links.map(({ href, rel, label }) =>
        href ? (
          <a key={rel} href={href} rel={rel} className={link}>
            {label}
          </a>
        ) : null,
      )}
    </nav>
  );
}
