import type { ReactNode } from 'react';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { bookingHref } from '#lib/booking-link.ts';
import siteConfig from '#site.config.ts';
import { ExternalLink } from './ExternalLink.tsx';

interface BookingLinkProps {
  locale: Locale;
  className?: string;
  children: ReactNode;
}

/** A "book a consultation" button: the site's booking page, or an external scheduler in a new tab (decision 0050). */
export function BookingLink({ locale, className, children }: BookingLinkProps) {
  const href = bookingHref(locale);
  if (!siteConfig.bookingUrl)
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <ExternalLink href={href} className={className} newTabNotice={translate(locale, 'a11y.opensInNewTab')}>
      {children}
    </ExternalLink>
  );
}
