import type { Locale } from '#i18n/config.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { BOOKING_SLOTS_PASSAGE_ID, SLOTS_NAMED, slotsText } from './corpus/booking-slots.ts';
import { PLACES_PASSAGE_ID, placesText } from './corpus/places.ts';
import type { ChatPlan } from './plan.ts';
import type { Passage } from './retrieve.ts';

export { BOOKING_SLOTS_PASSAGE_ID, PLACES_PASSAGE_ID, placesText, SLOTS_NAMED, slotsText };

/** decision 0004: what only the running system knows, read when a question needs it. */
export interface LiveFacts {
  /** The tiers' places as the database has them now; undefined when they were not or could not be read. */
  tiers?: readonly TierAvailability[] | undefined;
  /** The starts of the next free consultation slots (nextFreeSlots); undefined when not or could not be read. */
  slots?: readonly Date[] | undefined;
}

/** Which live fact each passage states. */
const LIVE_PASSAGES = { [PLACES_PASSAGE_ID]: 'tiers', [BOOKING_SLOTS_PASSAGE_ID]: 'slots' } as const satisfies Record<
  string,
  keyof LiveFacts
>;
export type LiveFactName = (typeof LIVE_PASSAGES)[keyof typeof LIVE_PASSAGES];

const liveFactOf = (passage: Passage): LiveFactName | undefined =>
  Object.hasOwn(LIVE_PASSAGES, passage.id) ? LIVE_PASSAGES[passage.id as keyof typeof LIVE_PASSAGES] : undefined;

/** The live facts the answer will state, so they must be read first: none for most questions. */
export const neededLiveFacts = (plan: ChatPlan): LiveFactName[] =>
  plan.kind === 'answer' ? [...new Set(plan.passages.flatMap((passage) => liveFactOf(passage) ?? []))] : [];

/** The plan with the live figures in place of the ones the index was built with. */
export function withLiveFacts(plan: ChatPlan, locale: Locale, facts: LiveFacts): ChatPlan {
  if (plan.kind !== 'answer') return plan;
  const passages = plan.passages.map((passage): Passage => {
    const fact = liveFactOf(passage);
    if (fact === 'tiers') return { ...passage, text: placesText(locale, facts.tiers) };
    if (fact === 'slots') return { ...passage, text: slotsText(locale, facts.slots) };
    return passage;
  });
  return { ...plan, passages };
}
