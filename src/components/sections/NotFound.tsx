import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { SUGGESTED_SEARCHES } from '#lib/constants.ts';
import { blogSearchPath, PAGE_PATHS } from '#lib/routes.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';

interface NotFoundProps {
  locale: Locale;
}

/** spec §2: the not-found page. */
export function NotFound({ locale }: NotFoundProps) {
  const t = translator(locale);
  const href = (path: string) => localizePath(path, locale);
  const cards = [
    { path: PAGE_PATHS.services, key: 'services' },
    { path: PAGE_PATHS.blog, key: 'blog' },
    { path: PAGE_PATHS.about, key: 'about' },
    { path: PAGE_PATHS.faq, key: 'faq' },
  ] as const;

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <span className="sr-only">{t('notFound.code')} – </span>
        {t('notFound.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={href(PAGE_PATHS.home)}>{t('notFound.home')}</ButtonLink>
        <ButtonLink href={href(PAGE_PATHS.contact)} variant="secondary">
          {t('notFound.contact')}
        </ButtonLink>
        <ButtonLink href={href(PAGE_PATHS.home)} variant="ghost" data-history-back="">
          {t('notFound.back')}
        </ButtonLink>
      </div>
      <h2 className="mt-14 text-xl font-semibold text-ink">{t('notFound.cardsTitle')}</h2>
      <ul className="mt-6 grid gap-4 text-left sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <a href={href(card.path)} className="block h-full rounded-xl border border-slate-200 p-5 transition-shadow hover:shadow-md">
              <span className="block font-semibold text-brand-800">{t(`notFound.card.${card.key}`)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(`notFound.card.${card.key}Text`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2 className="mt-14 text-xl font-semibold text-ink">{t('notFound.searchesTitle')}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-2">
        {SUGGESTED_SEARCHES.map((key) => {
          const term = t(`notFound.search.${key}`);
          return (
            <li key={key}>
              <a
                href={href(blogSearchPath(term))}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {term}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
