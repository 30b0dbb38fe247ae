import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { embeddedPaths } from '#server/db/embedded-files.ts';

export interface Reconciliation {
  /** Contact messages stored. */
  messages: number;
  /** Stored messages without their notification in the outbox. */
  withoutMail: number;
  /** Notifications in the outbox without their message. */
  mailWithoutMessage: number;
}

/**
 * After a fault test: every stored contact message has its notification in the
 * outbox and the other way round, since the two commit in one transaction.
 */
export async function reconcile({ db }: Pick<DatabaseHandle, 'db'>): Promise<Reconciliation> {
  const count = async (query: SQL) => {
    const answer: unknown = await db.execute(query);
    return Number((answer as { rows: { n: string | number }[] }).rows[0]!.n);
  };
  return {
    messages: await count(sql`select count(*) as n from contact_messages`),
    withoutMail: await count(
      sql`select count(*) as n from contact_messages m where not exists (select 1 from mail_outbox o where o.kind = 'contact_notification' and o.reply_to = m.email)`,
    ),
    mailWithoutMessage: await count(
      sql`select count(*) as n from mail_outbox o where o.kind = 'contact_notification' and not exists (select 1 from contact_messages m where m.email = o.reply_to)`,
    ),
  };
}

/** Reconciles the embedded database of a data directory no server holds any more. */
export async function reconcileDataDir(dataDir: string): Promise<Reconciliation> {
  const handle = await openDatabase({ dataDir: embeddedPaths(dataDir).database });
  try {
    return await reconcile(handle);
  } finally {
    await handle.close();
  }
}
