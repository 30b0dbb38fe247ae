import type { Locale } from '#i18n/config.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { PLACES_PASSAGE_ID, placesText } from './corpus/places.ts';
import type { ChatPlan } from './plan.ts';
import type { Passage } from './retrieve.ts';

export { PLACES_PASSAGE_ID, placesText };

/** decision 0004: what only the running system knows, read when a question needs it. */
export interface LiveFacts {
  /** The tiers' places as the database has them now; undefined when it cannot be read. */
  tiers: readonly TierAvailability[] | undefined;
}

/** Whether the answer will state a live figure, so the figures must be read first. */
export const needsLiveFacts = (plan: ChatPlan): boolean =>
  plan.kind === 'answer' && plan.passages.some((passage) => passage.id === PLACES_PASSAGE_ID);

/** The plan with the live figures in place of the ones the index was built with. */
export function withLiveFacts(plan: ChatPlan, locale: Locale, facts: LiveFacts): ChatPlan {
  if (plan.kind !== 'answer') return plan;
  const passages = plan.passages.map((passage): Passage =>
    passage.id === PLACES_PASSAGE_ID ? { ...passage, text: placesText(locale, facts.tiers) } : passage,
  );
  return { ...plan, passages };
}
