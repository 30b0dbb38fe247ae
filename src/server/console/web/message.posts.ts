import { answeredInput, markMessageAnswered } from '../actions/inbox.actions.ts';
import { notifying, type ConsolePosts } from './console-route.ts';

/** A message page's form: mark the message (its id from the address) answered or not. */
export const messagePosts = (id: string) =>
  ({
    answered: (post) =>
      notifying(answeredInput, ({ db, operator }, input) => markMessageAnswered(db, operator, input))({
        ...post,
        data: { ...post.data, id },
      }),
  }) satisfies ConsolePosts;
