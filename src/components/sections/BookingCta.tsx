import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { BookingLink } from '../ui/BookingLink.tsx';

interface BookingCtaProps {
  locale: Locale;
  title: string;
  text: string;
}

/** Closing call to action: booking the free consultation, and the contact page. */
export function BookingCta({ locale, title, text }: BookingCtaProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="booking-cta-heading" data-surface="dark" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="booking-cta-heading" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookingLink locale={locale} className={`${buttonClasses('secondary')} border-white`}>
            {t('service.book')}
          </BookingLink>
          <a
            href={localizePath(PAGE_PATHS.contact, locale)}
            className={`${buttonClasses('ghost')} text-white underline hover:bg-brand-800`}
          >
            {t('service.contact')}
          </a>
        </div>
      </div>
    </section>
  );
}
