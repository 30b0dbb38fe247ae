import { emailAddress, formText, trim } from './validate.ts';
import { z } from '../validation/zod.ts';

/** The console's invite form: the address of the person to invite. */
export const operatorInviteSchema = z.object({
  email: z.pipe(formText(trim), emailAddress('console.operators.inviteInvalid')),
});

export type OperatorInviteInput = z.infer<typeof operatorInviteSchema>;
