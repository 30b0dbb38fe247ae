import { formText, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';
import { isValidEmail } from '../validation/sanitize.ts';

/** The console's invite form: the address of the person to invite. */
export const operatorInviteSchema = z.object({
  email: z.pipe(formText(trim), z.string().check(z.refine(isValidEmail, problem('console.operators.inviteInvalid')))),
});

export type OperatorInviteInput = z.infer<typeof operatorInviteSchema>;
