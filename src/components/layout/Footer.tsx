import type { ReactNode } from 'react';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { NEWSLETTER_PATHS, PAGE_PATHS } from '#lib/routes.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { buildNavigation } from './navigation.ts';

interface FooterProps {
  locale: Locale;
  /** Year of the copyright line. */
  year: number;
  /** The newsletter form, placed by the layout and hydrated by the page script (this footer itself renders to static HTML). */
  children?: ReactNode;
}

const headingClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'text-slate-300 underline-offset-2 hover:text-white hover:underline';

/** spec §2: the footer of every page. */
export function Footer({ locale, year, children }: FooterProps) {
  const t = translator(locale);
  const navigation = buildNavigation(locale);
  const legal = [
    { href: localizePath(PAGE_PATHS.privacy, locale), label: t('footer.privacy') },
    { href: localizePath(PAGE_PATHS.terms, locale), label: t('footer.terms') },
    { href: localizePath(PAGE_PATHS.impressum, locale), label: t('footer.impressum') },
  ];

  return (
    <footer data-surface="dark" className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 id="footer-company" className={headingClass}>
            {siteConfig.companyName}
          </h2>
          <p className="text-sm leading-relaxed">{t('footer.description')}</p>
          <p className="mt-4 text-sm">
            <ExternalLink href={siteConfig.linkedinUrl} className={linkClass} newTabNotice={t('a11y.opensInNewTab')}>
              {t('footer.network')}
            </ExternalLink>
          </p>
          <p className="mt-2 text-sm">
            <a href={localizePath(PAGE_PATHS.tools, locale)} className={linkClass}>
              {t('footer.tools')}
            </a>
          </p>
        </section>
        <section>
          <h2 id="footer-hours" className={headingClass}>
            {t('footer.hoursTitle')}
          </h2>
          <p className="text-sm">{consultationHours(locale)}</p>
        </section>
        <section>
          <h2 id="footer-services" className={headingClass}>
            {t('footer.servicesTitle')}
          </h2>
          <ul className="space-y-2 text-sm">
            {[navigation.allServices, ...navigation.services].map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="footer-newsletter" className={headingClass}>
            {t('footer.newsletterTitle')}
          </h2>
          <p className="mb-3 text-sm">{t('footer.newsletterText')}</p>
          {children}
          <p className="mt-3 text-sm">
            <a href={localizePath(NEWSLETTER_PATHS.archive, locale)} className={linkClass}>
              {t('newsletterArchive.nav')}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-slate-700">
        {/* The bottom padding keeps the last links clear of the assistant's floating button. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-(--chat-launcher-clearance) text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, company: siteConfig.legalEntity })}</p>
          <nav aria-label={t('footer.legalTitle')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legal.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={linkClass}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
