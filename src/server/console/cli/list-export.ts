import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '#server/db/client.ts';
import type { AdminOutput, OutputFormat } from './command.ts';
import { csvWriter, formatTable, jsonArrayWriter } from '#server/exports/format.ts';
import { LISTS, listInBatches, type ListName } from '../records/records.repo.ts';

/** Rows per page of an export: what the server holds of a list at any moment. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Writes a list as a table, CSV or JSON. Exports go out page by page, each when the reader has taken the
 * one before, so 100,000 newsletter sign-ups are never held whole – not here, and not in the server.
 */
export async function writeList(
  db: Database,
  name: ListName,
  format: OutputFormat,
  out: AdminOutput,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<void> {
  if (format === 'table') return out.print(formatTable(await LISTS[name](db)));
  const writer = format === 'csv' ? csvWriter() : jsonArrayWriter();
  for await (const rows of listInBatches(db, name, batchSize)) {
    await out.data(writer.rows(rows));
    // PGlite answers without a turn of the event loop: without this, the server's visitors would wait for the whole export.
    await nextTurn();
  }
  // Always written, even empty: an export of an empty list still creates its file.
  await out.data(writer.end());
}
