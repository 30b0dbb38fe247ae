import type { IntentOf } from '#lib/console/intent.ts';
import { toJson } from '#server/exports/format.ts';
import { downloadResponse } from '#server/http/download.ts';
import { erasePerson, exportPerson, personInput } from '../actions/people.actions.ts';
import { findPerson } from '../records/people.service.ts';
import type { ConsolePost, ConsolePosts, PostAnswer } from './console-route.ts';

/** What the people page shows after a post: what is stored (found), the erasure's confirmation step, or a refusal. */
export type PeopleView = { view: 'found' | 'confirm'; email: string; found: Awaited<ReturnType<typeof findPerson>> } | { view: 'invalid' };

/** The address of a people form, or the page's refusal (400). */
const withAddress =
  (then: (post: ConsolePost, email: string) => Promise<PostAnswer<PeopleView>>) =>
  async (post: ConsolePost): Promise<PostAnswer<PeopleView>> => {
    const parsed = personInput.safeParse(post.data);
    return parsed.success ? then(post, parsed.data.email) : { view: { view: 'invalid' }, status: 400 };
  };

const showing = (view: 'found' | 'confirm') =>
  withAddress(async ({ db }, email) => ({ view: { view, email, found: await findPerson(db, email) } }));

/**
 * The people page's posts. The address travels in the body only, never in an address bar or a log:
 * find shows what is stored, confirm asks before erasing, erase deletes and goes back with the count,
 * export downloads it all as JSON (right of access).
 */
export const peoplePosts = {
  find: showing('found'),
  confirm: showing('confirm'),
  erase: withAddress(async ({ db, operator }, email) => ({
    notice: { code: 'erased', count: (await erasePerson(db, operator, { email })).removed },
  })),
  export: withAddress(async ({ db, operator }, email) => {
    const { reference, records } = await exportPerson(db, operator, { email });
    return {
      response: downloadResponse([toJson(records)], {
        filename: `person-${reference}.json`,
        contentType: 'application/json; charset=utf-8',
      }),
    };
  }),
} satisfies ConsolePosts<PeopleView>;

/** What the people page's forms may post. */
export type PeopleIntent = IntentOf<typeof peoplePosts>;
