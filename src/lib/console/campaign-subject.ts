import type { Locale } from '#i18n/config.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';

/** A campaign's subject as the console names it: in the page's language where written, else in the other. */
export function campaignSubject(campaign: { subjectDe: string | null; subjectEn: string | null }, locale: Locale): string {
  const [first, second] = locale === 'en' ? [campaign.subjectEn, campaign.subjectDe] : [campaign.subjectDe, campaign.subjectEn];
  return neutraliseLine(first || second || '');
}
