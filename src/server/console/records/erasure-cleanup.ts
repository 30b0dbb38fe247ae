import { forgetErasureCleanup, pendingErasureCleanups, PERSONAL_TABLES } from './records.repo.ts';
import type { Database } from '#server/db/client.ts';
import { rewriteWithoutErasedRows } from '#server/db/erase-from-files.ts';
import { auditLog } from '#server/db/schema.ts';
import { env } from '#server/env.ts';
import { deleteMailFiles, mailDirectory } from '#server/mail/mail-files.ts';

/**
 * The part of an erasure that happens outside its transaction (decision 0027): its mail files deleted and, on the
 * embedded database, the tables rewritten so that no file keeps a copy of what went (the audit log's too, whose
 * entries about the person lost their words); then its record goes.
 */
export async function finishErasureCleanup(db: Database, cleanup: { id: string; mailFiles: string[] }): Promise<void> {
  await deleteMailFiles(
    mailDirectory(env().DATA_DIR),
    cleanup.mailFiles.map((file) => ({ file, writtenAt: new Date(0) })),
  );
  await rewriteWithoutErasedRows(db, [...PERSONAL_TABLES, auditLog]);
  await forgetErasureCleanup(db, cleanup.id);
}

/**
 * Finishes the cleanups of erasures whose process died before it did them (killed between the erasure's commit
 * and its file cleanup): at the server's start and before each erasure. Returns how many it finished.
 */
export async function finishInterruptedErasures(db: Database): Promise<number> {
  const pending = await pendingErasureCleanups(db);
  for (const cleanup of pending) await finishErasureCleanup(db, cleanup);
  return pending.length;
}
