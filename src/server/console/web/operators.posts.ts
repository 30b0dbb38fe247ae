import { z } from 'zod';
import type { Locale } from '#i18n/config.ts';
import type { KeyWith, PlainKey } from '#i18n/dictionaries/de.ts';
import { operatorInviteSchema } from '#lib/forms/operator-invite.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '#lib/limits.ts';
import { database } from '#server/db/instance.ts';
import { readSubmission } from '#server/http/request.ts';
import { inviteLink } from '../access/operator-invites.service.ts';
import type { SignedInOperator } from '../access/operator-sessions.service.ts';
import { findOperatorById, inviteOperator, removeOperator } from '../actions/operators.actions.ts';

/** What the operators page shows after one of its forms was posted. */
export interface OperatorsAnswer {
  status: number;
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

/**
 * The operators page's form posts (already checked for origin and session): `invite`, `confirm-remove`
 * (the confirmation step) and `remove`.
 */
export async function answerOperatorsPost(request: Request, operator: SignedInOperator, locale: Locale): Promise<OperatorsAnswer> {
  const submission = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES, ['form']);
  if ('problem' in submission) return { status: 400 };
  const { data } = submission;
  const { db } = await database();
  const id = z.uuid().safeParse(data.id).data;
  const notFound = { status: 404, notice: { key: 'console.operators.notFound' } } as const;
  switch (data.intent) {
    case 'invite': {
      const checked = validateForm(operatorInviteSchema, data);
      if (!checked.ok) return { status: 400, inviteError: checked.errors.email, inviteValue: typeof data.email === 'string' ? data.email : '' };
      const invitation = await inviteOperator(db, operator, checked.value.email);
      if (invitation.outcome === 'already_operator') return { status: 409, inviteError: 'console.operators.inviteAlreadyOperator', inviteValue: checked.value.email };
      return { status: 200, invited: { email: checked.value.email, link: inviteLink(invitation.token, locale) } };
    }
    case 'confirm-remove': {
      const target = id && (await findOperatorById(db, id));
      if (!target) return notFound;
      if (target.id === operator.id) return { status: 409, notice: { key: 'console.operators.removeSelf' } };
      return { status: 200, confirmRemoval: { id: target.id, email: target.email } };
    }
    case 'remove': {
      const removal = id ? await removeOperator(db, operator, id) : { outcome: 'not_found' as const };
      if (removal.outcome === 'removed') return { status: 200, notice: { key: 'console.operators.removed', email: removal.email } };
      return removal.outcome === 'self' ? { status: 409, notice: { key: 'console.operators.removeSelf' } } : notFound;
    }
    default:
      return { status: 400 };
  }
}
