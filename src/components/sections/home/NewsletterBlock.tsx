import { pick } from '../../../i18n/localize.ts';
import { translate } from '../../../i18n/translate.ts';
import { NewsletterFields } from '../../layout/NewsletterFields.tsx';
import type { HomeSectionProps } from './types.ts';

/** Home: newsletter signup, the same plain form as the footer in its light style. */
export function NewsletterBlock({ locale, content }: HomeSectionProps<'newsletter'>) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <div className="grid items-center gap-8 rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-10 lg:grid-cols-2">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {pick(content.title, locale)}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{pick(content.text, locale)}</p>
          </div>
          <NewsletterFields
            locale={locale}
            idPrefix="home-newsletter"
            variant="light"
            labels={{
              email: translate(locale, 'footer.emailLabel'),
              placeholder: translate(locale, 'footer.emailPlaceholder'),
              submit: translate(locale, 'footer.subscribe'),
            }}
          />
        </div>
      </div>
    </section>
  );
}
