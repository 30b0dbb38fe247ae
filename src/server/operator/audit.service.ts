import { database } from '../db/instance.ts';
import { insertAuditEntry } from './audit.repo.ts';
import type { SignedInOperator } from './console-guard.ts';

// Stand-in until the operator accounts arrive: the actor is named, the operator row is not linked.
export type AuditAction = 'accept' | 'decline' | 'erase' | 'export' | 'retry' | 'slots' | 'invite' | 'remove' | 'sign_in' | 'sign_out';

export async function recordAction(operator: SignedInOperator | { cli: true }, action: AuditAction, target?: string, details?: Record<string, unknown>): Promise<void> {
  const actor = 'cli' in operator ? 'cli' : operator.email;
  await insertAuditEntry((await database()).db, { operatorId: null, actor, action, target: target ?? null, details: details ?? null });
}
