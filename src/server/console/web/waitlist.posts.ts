import type { IntentOf } from '#lib/console/intent.ts';
import { changeTierSlots, decideEntry, decisionInput, slotsInput } from '../actions/waitlist.actions.ts';
import { notifying, type ConsolePosts } from './console-route.ts';

/** The waiting-list page's forms: a decision on an entry, a tier's slot count. */
export const waitlistPosts = {
  decide: notifying(decisionInput, ({ db, operator }, input) => decideEntry(db, operator, input)),
  slots: notifying(slotsInput, ({ db, operator }, input) => changeTierSlots(db, operator, input)),
} satisfies ConsolePosts;

/** What the waiting-list page's forms may post. */
export type WaitlistIntent = IntentOf<typeof waitlistPosts>;
