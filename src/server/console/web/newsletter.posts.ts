import type { IntentOf } from '#lib/console/intent.ts';
import { bounceByIdInput, resetBounce } from '../actions/campaigns.actions.ts';
import { notifying, type ConsolePosts } from './console-route.ts';

/** The subscribers page's form: a bounced subscription's reset, so that campaigns go to it again. */
export const newsletterPosts = {
  reset_bounce: notifying(bounceByIdInput, ({ db, operator }, input) => resetBounce(db, operator, input)),
} satisfies ConsolePosts;

/** What the subscribers page's form may post. */
export type NewsletterIntent = IntentOf<typeof newsletterPosts>;
