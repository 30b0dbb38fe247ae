import { csvChunks, jsonArrayChunks } from '../exports/format.ts';
import type { Database } from '../db/client.ts';
import { subscriberBatch, type SubscriberBatchRow, type SubscriptionStatus } from './subscribers.repo.ts';

/** Rows per query of an export: the export holds no more than this many at a time, however big the list. */
export const EXPORT_BATCH_SIZE = 1000;

/** The columns common newsletter tools import: address, status, when consent was given (ISO 8601, UTC), language. */
export const SUBSCRIBER_EXPORT_COLUMNS = ['email', 'status', 'consent_at', 'language'] as const;
type ExportRecord = Record<(typeof SUBSCRIBER_EXPORT_COLUMNS)[number], string>;

export interface SubscriberExportOptions {
  status?: SubscriptionStatus | undefined;
  batchSize?: number;
  /** The query of one batch (the repository's; a test counts the calls). */
  fetchBatch?: typeof subscriberBatch;
}

const exportRecord = (row: SubscriberBatchRow): ExportRecord => ({
  email: row.email,
  status: row.status,
  consent_at: row.consentAt.toISOString(),
  language: row.language,
});

/** The subscribers batch by batch, each batch queried only when the previous one was taken. */
async function* subscriberRecords(
  db: Database,
  { status, batchSize = EXPORT_BATCH_SIZE, fetchBatch = subscriberBatch }: SubscriberExportOptions,
): AsyncGenerator<ExportRecord[]> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await fetchBatch(db, { status, afterId, size: batchSize });
    if (rows.length > 0) yield rows.map(exportRecord);
    if (rows.length < batchSize) return;
    afterId = rows.at(-1)!.id;
  }
}

export const subscriberCsv = (db: Database, options: SubscriberExportOptions = {}) =>
  csvChunks(SUBSCRIBER_EXPORT_COLUMNS, subscriberRecords(db, options));
export const subscriberJson = (db: Database, options: SubscriberExportOptions = {}) => jsonArrayChunks(subscriberRecords(db, options));
