import type { PlainKey } from '#i18n/console-translate.ts';
import { emailAddress, formText, trim } from './validate.ts';
import { z } from '../validation/zod.ts';

/** The console's invite form: the address of the person to invite; its message is the console's (decision 0045). */
export const operatorInviteSchema = z.object({
  email: z.pipe(formText(trim), emailAddress<PlainKey>('console.operators.inviteInvalid')),
});

export type OperatorInviteInput = z.infer<typeof operatorInviteSchema>;
