import { z } from 'zod';
import { deleteMessageRow, lockMessageFolder, setMessageFolder, type MessageFolder } from '#server/contact/inbox.repo.ts';
import type { Database } from '#server/db/client.ts';
import { messageFolder } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { aboutMessage } from '../audit/about.repo.ts';
import { recordActionIn, type AuditAction, type AuditActor } from '../audit/audit.service.ts';

export const moveInput = z.object({ id: z.uuid(), folder: z.enum(messageFolder.enumValues) });
export const deleteInput = z.object({ id: z.uuid() });

/** Each folder's move: the audit log's word for it and the notice the operator is shown. */
const MOVES = {
  inbox: { action: 'inbox', code: 'moved_to_inbox' },
  archive: { action: 'archive', code: 'archived' },
  spam: { action: 'spam', code: 'marked_spam' },
} as const satisfies Record<MessageFolder, { action: AuditAction; code: string }>;

export type MoveResult = (typeof MOVES)[MessageFolder]['code'];

/**
 * Moves a message to the inbox, the archive or spam, with its audit entry (`archive`, `spam` or `inbox`,
 * the folder it came from in its details); invalid when there is no such message. A message already in
 * that folder stays where it is, and nothing is recorded, as nothing happened.
 */
export async function moveMessage(
  db: Database,
  actor: AuditActor,
  { id, folder }: z.infer<typeof moveInput>,
): Promise<{ code: MoveResult | 'invalid' }> {
  return withTransaction(db, async (tx) => {
    const from = await lockMessageFolder(tx, id);
    if (!from) return { code: 'invalid' };
    if (from !== folder) {
      await setMessageFolder(tx, id, folder);
      await recordActionIn(tx, actor, MOVES[folder].action, id, { from, ...(await aboutMessage(tx, id)) });
    }
    return { code: MOVES[folder].code };
  });
}

/**
 * Deletes a message for good, with its audit entry (`delete`): the message's id, and of the message only
 * whom it was from (audit/about.repo.ts), never the address or the text. The mails it caused stay in the outbox:
 * they are the record of what was sent. Gives back the folder it was in; invalid when there is no such message.
 */
export async function deleteMessage(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof deleteInput>,
): Promise<{ code: 'deleted'; folder: MessageFolder } | { code: 'invalid' }> {
  return withTransaction(db, async (tx) => {
    // Whom it was from, read before it goes: the sender's name, company and keyed reference, which an erasure of them strips.
    const about = await aboutMessage(tx, id);
    const deleted = await deleteMessageRow(tx, id);
    if (!deleted) return { code: 'invalid' };
    await recordActionIn(tx, actor, 'delete', id, about);
    return { code: 'deleted', folder: deleted.folder };
  });
}
