import type { IntentOf } from '#lib/console/intent.ts';
import type { Notice } from '#lib/console/notices.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import type { MessageFolder } from '#server/contact/inbox.repo.ts';
import { answeredInput, markMessageAnswered } from '../actions/inbox.actions.ts';
import { deleteInput, deleteMessage, moveInput, moveMessage } from '../actions/messages.actions.ts';
import { notifying, type ConsolePost, type ConsolePosts } from './console-route.ts';
import { inboxFolderHref } from './filters.ts';
import { noticeHref } from './query.ts';

/** What the message page shows after a post: the step before deleting it. */
export type MessageView = 'confirm_delete';

/** The post's fields with the message's id from the page's address. */
const withId = (post: ConsolePost, id: string): ConsolePost => ({ ...post, data: { ...post.data, id } });

/** Where the operator lands after deleting a message (303): the inbox's folder it was in, with the notice. */
function toInbox({ href, url }: ConsolePost, notice: Notice, folder: MessageFolder = 'inbox'): { response: Response } {
  const location = noticeHref(new URL(inboxFolderHref(href(CONSOLE_PATHS.inbox), folder), url), notice);
  return { response: new Response(null, { status: 303, headers: { Location: location } }) };
}

/**
 * A message page's forms (the message's id from the address): mark it answered or not, move it to the
 * inbox, the archive or spam, ask before deleting it, and delete it, which leads back to its folder.
 */
export const messagePosts = (id: string) =>
  ({
    answered: (post) => notifying(answeredInput, ({ db, operator }, input) => markMessageAnswered(db, operator, input))(withId(post, id)),
    move: (post) => notifying(moveInput, ({ db, operator }, input) => moveMessage(db, operator, input))(withId(post, id)),
    confirm_delete: async () => ({ view: 'confirm_delete' }),
    delete: async (post) => {
      const parsed = deleteInput.safeParse({ id });
      const result = parsed.success ? await deleteMessage(post.db, post.operator, parsed.data) : { code: 'invalid' as const };
      return result.code === 'deleted' ? toInbox(post, result, result.folder) : toInbox(post, result);
    },
  }) satisfies ConsolePosts<MessageView>;

/** What a message page's forms may post. */
export type MessageIntent = IntentOf<ReturnType<typeof messagePosts>>;
