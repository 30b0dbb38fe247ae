import { z } from 'zod';
import type { IntentOf } from '#lib/console/intent.ts';
import type { Notice } from '#lib/console/notices.ts';
import { env } from '#server/env.ts';
import { accountOf, type AccountPasskey } from '../access/account.service.ts';
import { sessionLifetime } from '../access/operator-sessions.service.ts';
import { relyingParty } from '../access/passkeys.service.ts';
import { confirmStepUp, type StepUp, type StepUpPurpose } from '../access/step-up.service.ts';
import {
  endOtherSession,
  endOtherSessions,
  passkeyInput,
  removePasskey,
  sessionInput,
  type AccountChange,
} from '../actions/account.actions.ts';
import type { ConsolePost, ConsolePosts, PostAnswer } from './console-route.ts';

/** What the account page shows after a post: the confirmation step of a passkey's removal. */
export interface AccountView {
  confirmRemoval: AccountPasskey;
}

/** The form field that carries the page's fresh passkey assertion, as JSON (written by the passkey ceremony's script, components/console/passkey-ceremony.ts). */
export const STEP_UP_FIELD = 'assertion';

/** A form field's JSON, or undefined when it is none. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The change a post makes to the account of its operator: who, from where, in the page's language. */
export const accountChange = ({ operator, client, locale }: Pick<ConsolePost, 'operator' | 'client' | 'locale'>): AccountChange => ({
  operator,
  client,
  locale,
  siteUrl: env().SITE_URL,
});

/** The post's passkey assertion for this change, checked (step-up.service.ts); undefined when missing or refused. */
export const postedStepUp = <Purpose extends StepUpPurpose>(
  post: Pick<ConsolePost, 'db' | 'operator' | 'data'>,
  purpose: Purpose,
): Promise<StepUp<Purpose> | undefined> =>
  confirmStepUp(post.db, post.operator, purpose, parsedJson(post.data[STEP_UP_FIELD]), relyingParty());

/**
 * A post handler for a change of the account: the form's fields checked by the action's input schema,
 * then the assertion that confirms the change (else the "not confirmed" notice and no change), then the
 * action, its result code the notice.
 */
const confirmed =
  <Input, Purpose extends StepUpPurpose>(
    input: z.ZodType<Input>,
    purpose: Purpose,
    run: (change: AccountChange, post: ConsolePost, value: Input, stepUp: StepUp<Purpose>) => Promise<Notice>,
  ) =>
  async (post: ConsolePost): Promise<{ notice: Notice }> => {
    const parsed = input.safeParse(post.data);
    if (!parsed.success) return { notice: { code: 'invalid' } };
    const stepUp = await postedStepUp(post, purpose);
    if (!stepUp) return { notice: { code: 'step_up_failed' } };
    return { notice: await run(accountChange(post), post, parsed.data, stepUp) };
  };

/**
 * The account page's posts, each on the signed-in operator's own passkeys and sessions only: the step
 * before removing a passkey, the removal (never the last passkey), ending another session, and ending
 * every other session. Each change is confirmed with a passkey; each comes back to the page with its notice.
 */
export const accountPosts = {
  confirm_remove_passkey: async ({ db, operator, data }): Promise<PostAnswer<AccountView>> => {
    const parsed = passkeyInput.safeParse(data);
    if (!parsed.success) return { notice: { code: 'invalid' } };
    const { passkeys } = await accountOf(db, operator, sessionLifetime());
    const passkey = passkeys.find(({ id }) => id === parsed.data.id);
    if (!passkey) return { notice: { code: 'passkey_not_found' } };
    if (passkeys.length <= 1) return { notice: { code: 'last_passkey' } };
    return { view: { confirmRemoval: passkey } };
  },
  remove_passkey: confirmed(passkeyInput, 'remove_passkey', (change, { db }, input, stepUp) => removePasskey(db, change, input, stepUp)),
  end_session: confirmed(sessionInput, 'end_sessions', (change, { db }, input, stepUp) => endOtherSession(db, change, input, stepUp)),
  end_other_sessions: confirmed(z.object({}), 'end_sessions', (change, { db }, _input, stepUp) =>
    endOtherSessions(db, change, sessionLifetime(), stepUp),
  ),
} satisfies ConsolePosts<AccountView>;

/** What the account page's forms may post. */
export type AccountIntent = IntentOf<typeof accountPosts>;
