import { z } from 'zod';
import type { KeyWith, PlainKey } from '#i18n/console-translate.ts';
import type { IntentOf } from '#lib/console/intent.ts';
import { inviteLink } from '../access/operator-invites.service.ts';
import { findOperatorById } from '../access/operators.repo.ts';
import { inviteOperator, removeOperator } from '../actions/operators.actions.ts';
import type { ConsolePosts, PostAnswer } from './console-route.ts';

/** What the operators page shows after one of its forms was posted. */
export interface OperatorsView {
  /** A created invite: its one-time link, shown this once. */
  invited?: { email: string; link: string };
  /** The confirmation step of a removal. */
  confirmRemoval?: { id: string; email: string };
  /** The outcome to announce, with the address it concerns. */
  notice?: { key: KeyWith<'email'>; email?: string };
  /** The invite form's problem and its value again. */
  inviteError?: PlainKey;
  inviteValue?: string;
}

type Answer = PostAnswer<OperatorsView>;
const idOf = (data: Record<string, unknown>) => z.uuid().safeParse(data.id).data;
const NOT_FOUND: Answer = { view: { notice: { key: 'console.operators.notFound' } }, status: 404 };
const SELF: Answer = { view: { notice: { key: 'console.operators.removeSelf' } }, status: 409 };

/** The operators page's posts: invite, the confirmation step of a removal, and the removal. */
export const operatorsPosts = {
  invite: async ({ db, operator, locale, data }): Promise<Answer> => {
    const invitation = await inviteOperator(db, operator, data.email);
    const inviteValue = typeof data.email === 'string' ? data.email : '';
    if (invitation.outcome === 'invalid') return { view: { inviteError: invitation.error, inviteValue }, status: 400 };
    if (invitation.outcome === 'already_operator')
      return { view: { inviteError: 'console.operators.inviteAlreadyOperator', inviteValue: inviteValue.trim() }, status: 409 };
    return { view: { invited: { email: invitation.email, link: inviteLink(invitation.token, locale) } } };
  },
  confirm_remove: async ({ db, operator, data }): Promise<Answer> => {
    const id = idOf(data);
    const target = id && (await findOperatorById(db, id));
    if (!target) return NOT_FOUND;
    if (target.id === operator.id) return SELF;
    return { view: { confirmRemoval: { id: target.id, email: target.email } } };
  },
  remove: async ({ db, operator, data }): Promise<Answer> => {
    const id = idOf(data);
    const removal = id ? await removeOperator(db, operator, id) : { outcome: 'not_found' as const };
    if (removal.outcome === 'removed') return { view: { notice: { key: 'console.operators.removed', email: removal.email } } };
    return removal.outcome === 'self' ? SELF : NOT_FOUND;
  },
} satisfies ConsolePosts<OperatorsView>;

/** What the operators page's forms may post. */
export type OperatorsIntent = IntentOf<typeof operatorsPosts>;
