import type { IntentOf } from '#lib/console/intent.ts';
import { retryInput, retryMail } from '../actions/mail.actions.ts';
import { notifying, type ConsolePosts } from './console-route.ts';

/** The mail page's form: retry one failed mail or all of them. */
export const mailPosts = {
  retry: notifying(retryInput, ({ db, operator }, input) => retryMail(db, operator, input)),
} satisfies ConsolePosts;

/** What the mail page's forms may post. */
export type MailIntent = IntentOf<typeof mailPosts>;
