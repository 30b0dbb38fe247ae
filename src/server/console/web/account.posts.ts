import { accountOf, type AccountPasskey } from '../access/account.service.ts';
import { sessionLifetime } from '../access/operator-sessions.service.ts';
import { endOtherSession, endOtherSessions, passkeyInput, removePasskey, sessionInput } from '../actions/account.actions.ts';
import { notifying, type ConsolePosts, type PostAnswer } from './console-route.ts';

/** What the account page shows after a post: the confirmation step of a passkey's removal. */
export interface AccountView {
  confirmRemoval: AccountPasskey;
}

/**
 * The account page's posts, each on the signed-in operator's own passkeys and sessions only: the step
 * before removing a passkey, the removal (never the last passkey), ending another session, and ending
 * every other session. Each comes back to the page with its notice.
 */
export const accountPosts = {
  'confirm-remove-passkey': async ({ db, operator, data }): Promise<PostAnswer<AccountView>> => {
    const parsed = passkeyInput.safeParse(data);
    if (!parsed.success) return { notice: { code: 'invalid' } };
    const { passkeys } = await accountOf(db, operator, sessionLifetime());
    const passkey = passkeys.find(({ id }) => id === parsed.data.id);
    if (!passkey) return { notice: { code: 'passkey_not_found' } };
    if (passkeys.length <= 1) return { notice: { code: 'last_passkey' } };
    return { view: { confirmRemoval: passkey } };
  },
  'remove-passkey': notifying(passkeyInput, ({ db, operator }, input) => removePasskey(db, operator, input)),
  'end-session': notifying(sessionInput, ({ db, operator }, input) => endOtherSession(db, operator, input)),
  'end-other-sessions': async ({ db, operator }) => ({ notice: await endOtherSessions(db, operator, sessionLifetime()) }),
} satisfies ConsolePosts<AccountView>;
