import siteConfig from '#site.config.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import { bookingAddress } from '#lib/booking-link.ts';
import { env } from '../env.ts';
import { composeMail } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import type { DecidedEntry } from './waitlist.repo.ts';

/** How the firm can be reached, as the last lines of a mail to an applicant. */
function contactFields(t: ReturnType<typeof translator>): [string, string, string][] {
  return [
    [t('mail.field.email'), siteConfig.email.contact, `mailto:${siteConfig.email.contact}`],
    [t('mail.applicant.field.phone'), siteConfig.phone.display, `tel:${siteConfig.phone.e164}`],
  ];
}

/**
 * The mail that tells an applicant of the operator's decision, in the language they signed up
 * in: accepted – they are in, for which tier, what happens next and when, the booking link and the
 * contact; declined – a short, kind word with the contact. Replies go to the firm's reply address (decision 0046).
 */
export async function applicantMail(entry: DecidedEntry, decision: 'accept' | 'decline'): Promise<OutgoingMail> {
  const locale = isLocale(entry.language) ? entry.language : DEFAULT_LOCALE;
  const t = translator(locale);
  const tier = tierLabel(entry.tier, t);
  const booking = bookingAddress(locale, env().SITE_URL);
  const mail =
    decision === 'accept'
      ? {
          kind: 'waitlist_accepted' as const,
          ...(await composeMail(locale, {
            subject: t('mail.applicant.accepted.subject', { tier }),
            intro: `${t('mail.applicant.accepted.intro', { tier })} ${t('mail.applicant.accepted.next')}`,
            fields: [[t('mail.applicant.field.booking'), booking, booking], ...contactFields(t)],
          })),
        }
      : {
          kind: 'waitlist_declined' as const,
          ...(await composeMail(locale, {
            subject: t('mail.applicant.declined.subject'),
            intro: t('mail.applicant.declined.intro', { tier, company: siteConfig.companyName }),
            fields: contactFields(t),
          })),
        };
  return { ...mail, to: entry.email, replyTo: REPLY_ADDRESS };
}
