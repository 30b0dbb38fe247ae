import { whenVisibleOrFocused } from './when-visible-or-focused.ts';

/** Marks the footer's form and carries its props as JSON (components/layout/FooterNewsletter.tsx). */
export const FOOTER_NEWSLETTER_ATTRIBUTE = 'data-footer-newsletter';

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
