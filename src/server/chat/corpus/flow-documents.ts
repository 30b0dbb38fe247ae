import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { BOOKING_PATHS, PAGE_PATHS } from '#lib/routes.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { splitSentences } from '../language/split-sentences.ts';
import { BOOKING_SLOTS_PASSAGE_ID, slotsKeywords, slotsText } from './booking-slots.ts';
import { PLACES_PASSAGE_ID, placesText } from './places.ts';
import { readPageCopy } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

// A mail's lead-in ends with a colon before its link; in an answer it is a sentence of its own.
const asSentence = (text: string) => text.replace(/:\s*$/, '.');

/**
 * decision 0004: what visitors meet after a sign-up, in the words the site uses there: the waiting-list
 * wizard with its next steps, the newsletter's confirmation, the tiers' free places and the free consultation
 * slots, whose figures the answer takes from the database at the moment of the question (live-facts.ts).
 */
export function flowDocuments(locale: Locale): ChatDocument[] {
  const t = translator(locale);
  const home = readPageCopy('home', locale);
  const atWizard = { page: t('nav.home'), path: PAGE_PATHS.home, anchor: home.beta.anchor };
  return [
    passage(locale, {
      ...atWizard,
      id: PLACES_PASSAGE_ID,
      section: home.beta.title,
      text: [placesText(locale, DEFAULT_TIER_AVAILABILITY)],
      keywords: [t('waitlist.offer.title'), t('waitlist.offer.available')],
    }),
    passage(locale, {
      page: t('service.book'),
      path: BOOKING_PATHS.page,
      id: BOOKING_SLOTS_PASSAGE_ID,
      text: [slotsText(locale, undefined)],
      keywords: [t('service.book'), ...slotsKeywords(locale)],
    }),
    passage(locale, {
      ...atWizard,
      id: 'home/waitlist',
      section: t('waitlist.title'),
      text: [
        t('waitlist.intro'),
        `${t('waitlist.offer.founders')}: ${t('waitlist.offer.foundersText')}`,
        `${t('waitlist.offer.early')}: ${t('waitlist.offer.earlyFree')}, ${t('waitlist.offer.earlySupport')}`,
      ],
    }),
    passage(locale, {
      ...atWizard,
      id: 'home/waitlist-next',
      // Linked under the heading the page shows there; the wizard shows its next steps only once sent.
      section: home.beta.title,
      text: [
        `${t('waitlist.done.review')}: ${t('waitlist.done.reviewText')}`,
        `${t('waitlist.done.access')}: ${t('waitlist.done.accessText')}`,
        `${t('waitlist.done.together')}: ${t('waitlist.done.togetherText')}`,
      ],
      keywords: [t('waitlist.title'), t('waitlist.done.next'), t('chat.afterSignUp')],
    }),
    passage(locale, {
      page: t('nav.home'),
      path: PAGE_PATHS.home,
      anchor: home.newsletter.anchor,
      id: 'home/newsletter-confirmation',
      section: home.newsletter.title,
      text: [
        t('newsletter.success'),
        // The mail's second sentence: "Bitte bestätigen Sie die Anmeldung mit diesem Link (7 Tage gültig):"
        asSentence(splitSentences(t('newsletter.mail.intro', { company: siteConfig.companyName })).at(-1)!),
      ],
      keywords: [t('newsletter.confirm.title'), t('chat.afterSignUp')],
    }),
  ];
}
