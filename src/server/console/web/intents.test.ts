import { describe, expect, it } from 'vitest';
import type { IntentOf } from '#lib/console/intent.ts';
import { accountPosts } from './account.posts.ts';
import { campaignPosts, newCampaignPosts } from './campaign.posts.ts';
import type { ConsolePosts } from './console-route.ts';
import { mailPosts } from './mail.posts.ts';
import { messagePosts } from './message.posts.ts';
import { newsletterPosts } from './newsletter.posts.ts';
import { operatorsPosts } from './operators.posts.ts';
import { peoplePosts } from './people.posts.ts';
import { waitlistPosts } from './waitlist.posts.ts';

const TABLES = {
  account: accountPosts,
  newCampaign: newCampaignPosts,
  campaign: campaignPosts('a-campaign'),
  mail: mailPosts,
  message: messagePosts('a-message'),
  newsletter: newsletterPosts,
  operators: operatorsPosts,
  people: peoplePosts,
  waitlist: waitlistPosts,
};

// Decision 0045: a page's handler table is the one source of the intents its forms post, in one naming style.
describe("the console pages' intents", () => {
  it.each(Object.entries(TABLES))('are snake_case on the %s page', (_, table) => {
    for (const intent of Object.keys(table)) expect(intent).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('are typed by their table, which refuses a hyphenated one (the compiler is what stops both)', () => {
    const handler = async () => ({ notice: { code: 'invalid' } }) as const;
    const posts = { end_session: handler } satisfies ConsolePosts;
    const posted: IntentOf<typeof posts>[] = ['end_session'];
    // @ts-expect-error: 'end_sesion' is not in the table
    posted.push('end_sesion');
    // @ts-expect-error: a hyphen is the other naming style, which no table may use
    const kebab = { 'end-session': handler } satisfies ConsolePosts;
    // At run time nothing stops either; the compiler does.
    expect({ table: Object.keys(posts), posted, kebab: Object.keys(kebab) }).toEqual({
      table: ['end_session'],
      posted: ['end_session', 'end_sesion'],
      kebab: ['end-session'],
    });
  });
});
