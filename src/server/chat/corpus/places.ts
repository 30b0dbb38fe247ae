import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import type { TierAvailability } from '#lib/tiers.ts';

/** The passage whose text is the tiers' free places at the moment of the question (corpus/flow-documents.ts). */
export const PLACES_PASSAGE_ID = 'home/places';

/** "Stand jetzt laut unserer Warteliste: Founders Beta: Ausgebucht; Early Access: 17 von 25 Plätzen frei." */
export function placesText(locale: Locale, tiers: readonly TierAvailability[] | undefined): string {
  const t = translator(locale);
  if (!tiers) return t('chat.live.placesUnknown');
  const list = tiers.map(
    (tier) =>
      `${tierLabel(tier.tier, t)}: ${tier.available_slots > 0 ? t('waitlist.offer.places', { available: tier.available_slots, total: tier.total_slots }) : t('waitlist.offer.full')}`,
  );
  return t('chat.live.places', { tiers: list.join('; ') });
}
