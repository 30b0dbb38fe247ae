import type { Database } from '#server/db/client.ts';
import { findOperatorByEmail, insertOperatorIfNew, type Operator } from './operators.repo.ts';

/** The operator with this address, created when there is none (for the test suite's sessions). */
export async function ensureOperator(db: Database, email: string): Promise<Operator> {
  return (await findOperatorByEmail(db, email)) ?? (await insertOperatorIfNew(db, email.trim())) ?? (await findOperatorByEmail(db, email))!;
}
