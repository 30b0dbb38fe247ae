import { hydrateRoot } from 'react-dom/client';
import { FOOTER_NEWSLETTER_ATTRIBUTE } from '#scripts/footer-newsletter-attribute.ts';
import type { FooterNewsletterProps } from '../layout/FooterNewsletter.tsx';
import { NewsletterFormIsland } from './NewsletterForm.tsx';

/** Hydrates the footer's newsletter form in place, with the props the server rendered it with. */
export function hydrateFooterNewsletter(host: HTMLElement): void {
  const props = JSON.parse(host.getAttribute(FOOTER_NEWSLETTER_ATTRIBUTE) ?? '{}') as FooterNewsletterProps;
  hydrateRoot(host, <NewsletterFormIsland {...props} />);
  host.dataset.hydrated = '';
}
