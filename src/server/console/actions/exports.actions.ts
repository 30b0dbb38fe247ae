import type { Database } from '#server/db/client.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

/** A list export as the audit log records it: which list, in which format, with which filter. */
export interface ListExport {
  list: 'contacts' | 'newsletter' | 'waitlist' | 'outbox';
  format: 'csv' | 'json';
  status?: string | undefined;
  /** The rest of the list's filter as the log may keep it (a tier; whether a search narrowed it, never its words). */
  narrowed?: Record<string, string | boolean> | undefined;
}

/**
 * Exports a list: the export is written to the audit log (the same entry whichever front asked), then
 * `stream` makes the download, which goes out batch by batch and is never held whole.
 */
export async function exportList<Stream>(
  db: Database,
  actor: AuditActor,
  { list, format, status, narrowed }: ListExport,
  stream: () => Stream,
): Promise<Stream> {
  await recordActionIn(db, actor, 'export', list, { format, status: status ?? 'all', ...narrowed });
  return stream();
}
