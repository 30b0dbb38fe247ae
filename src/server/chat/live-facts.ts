import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import type { ChatPlan } from './plan.ts';
import type { Passage } from './retrieve.ts';

/** issue 18: what only the running system knows, read when a question needs it. */
export interface LiveFacts {
  /** The tiers' places as the database has them now; undefined when it cannot be read. */
  tiers: readonly TierAvailability[] | undefined;
}

/** The passage whose text is the tiers' free places at the moment of the question (corpus/flow-documents.ts). */
export const PLACES_PASSAGE_ID = 'home/places';

/** "Stand jetzt laut unserer Warteliste: Founders Beta: Ausgebucht; Early Access: 17 von 25 Plätzen frei." */
export function placesText(locale: Locale, tiers: LiveFacts['tiers']): string {
  const t = translator(locale);
  if (!tiers) return t('chat.live.placesUnknown');
  const list = tiers.map((tier) => `${tierLabel(tier.tier, t)}: ${tier.available_slots > 0 ? t('waitlist.offer.places', { available: tier.available_slots, total: tier.total_slots }) : t('waitlist.offer.full')}`);
  return t('chat.live.places', { tiers: list.join('; ') });
}

/** Whether the answer will state a live figure, so the figures must be read first. */
export const needsLiveFacts = (plan: ChatPlan): boolean => plan.kind === 'answer' && plan.passages.some((passage) => passage.id === PLACES_PASSAGE_ID);

/** The plan with the live figures in place of the ones the index was built with. */
export function withLiveFacts(plan: ChatPlan, locale: Locale, facts: LiveFacts): ChatPlan {
  if (plan.kind !== 'answer') return plan;
  const passages = plan.passages.map((passage): Passage => (passage.id === PLACES_PASSAGE_ID ? { ...passage, text: placesText(locale, facts.tiers) } : passage));
  return { ...plan, passages };
}
