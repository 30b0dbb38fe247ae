import type { ComponentProps } from 'react';
import { FOOTER_NEWSLETTER_ATTRIBUTE } from '#scripts/footer-newsletter-attribute.ts';
import { NewsletterFormIsland } from '../islands/NewsletterForm.tsx';

export type FooterNewsletterProps = ComponentProps<typeof NewsletterFormIsland>;

/**
 * The footer's newsletter form, rendered to HTML with the footer. It is hydrated by the page script when
 * seen or focused rather than as an Astro island: an island here would inline Astro's island runtime
 * (about 1.8 KB gzip) into every page, and pages without forms must stay within 5 KB.
 */
export function FooterNewsletter(props: FooterNewsletterProps) {
  return (
    <div {...{ [FOOTER_NEWSLETTER_ATTRIBUTE]: JSON.stringify(props) }}>
      <NewsletterFormIsland {...props} />
    </div>
  );
}
