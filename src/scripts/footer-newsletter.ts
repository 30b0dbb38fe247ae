import { FOOTER_NEWSLETTER_ATTRIBUTE } from './footer-newsletter-attribute.ts';
import { whenVisibleOrFocused } from './when-visible-or-focused.ts';

/**
 * The footer's newsletter form comes to life when it is seen or focused (spec §2, issue: it must not
 * cost the first load). Until then it is a plain form that posts to the answer page.
 */
export function deferFooterNewsletter(): void {
  const host = document.querySelector<HTMLElement>(`[${FOOTER_NEWSLETTER_ATTRIBUTE}]`);
  if (!host) return;
  whenVisibleOrFocused(host.children, host, () => {
    void import('../components/islands/mount-footer-newsletter.tsx').then(({ hydrateFooterNewsletter }) => hydrateFooterNewsletter(host));
  });
}
