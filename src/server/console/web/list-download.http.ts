import type { APIContext } from 'astro';
import { isoDate } from '#lib/format.ts';
import { messageBatch, type InboxFilter } from '#server/contact/inbox.repo.ts';
import type { Database } from '#server/db/client.ts';
import { inBatches } from '#server/db/paging.ts';
import { waitlistStatus } from '#server/db/schema.ts';
import { csvChunks, jsonArrayChunks } from '#server/exports/format.ts';
import { downloadResponse } from '#server/http/download.ts';
import { listTierAvailability } from '#server/tiers/tiers.repo.ts';
import { entryBatch } from '#server/waitlist/waitlist-entries.repo.ts';
import { exportList, type ListExport } from '../actions/exports.actions.ts';
import { consoleRoute } from './console-route.ts';
import { inboxFolder } from './filters.ts';
import { choiceParam, searchParam } from './query.ts';

type Format = ListExport['format'];
type Record_ = Record<string, unknown>;

/** Rows a download holds at a time, however long the list. */
const BATCH_SIZE = 1000;

const CONTENT_TYPES: Record<Format, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** A list the console offers as a download, filtered as its page shows it (decision 0033). */
interface Download<Filter> {
  list: ListExport['list'];
  columns: readonly string[];
  filter: (url: URL, db: Database) => Promise<Filter>;
  /** What the audit log keeps of the filter: a status, a tier, a folder, whether a search narrowed it (never its words). */
  logged: (filter: Filter) => Pick<ListExport, 'status' | 'narrowed'>;
  batches: (db: Database, filter: Filter) => AsyncIterable<Record_[]>;
}

const INBOX: Download<InboxFilter> = {
  list: 'contacts',
  columns: ['received', 'name', 'email', 'company', 'message', 'language', 'source_page', 'read_at', 'answered_at'],
  filter: async (url) => ({ folder: inboxFolder(url), search: searchParam(url) }),
  logged: ({ folder, search }) => ({ narrowed: { folder, searched: search !== '' } }),
  async *batches(db, filter) {
    for await (const rows of inBatches((page) => messageBatch(db, filter, page), BATCH_SIZE)) {
      yield rows.map((row) => ({
        received: row.createdAt,
        name: row.name,
        email: row.email,
        company: row.company,
        message: row.message,
        language: row.language,
        source_page: row.sourcePage,
        read_at: row.readAt,
        answered_at: row.answeredAt,
      }));
    }
  },
};

const WAITLIST: Download<{ status?: string | undefined; tier?: string | undefined }> = {
  list: 'waitlist',
  columns: ['received', 'email', 'company', 'tier', 'motivation', 'status', 'decided_at', 'applicant_told_at'],
  filter: async (url, db) => ({
    status: choiceParam(url, 'status', waitlistStatus.enumValues),
    tier: choiceParam(url, 'tier', [...(await listTierAvailability(db)).map((tier) => tier.tier), 'general_waitlist']),
  }),
  logged: ({ status, tier }) => ({ status, narrowed: tier ? { tier } : undefined }),
  async *batches(db, filter) {
    const status = filter.status as (typeof waitlistStatus.enumValues)[number] | undefined;
    for await (const rows of inBatches((page) => entryBatch(db, { status, tier: filter.tier }, page), BATCH_SIZE)) {
      yield rows.map((row) => ({
        received: row.createdAt,
        email: row.email,
        company: row.company,
        tier: row.tier,
        motivation: row.motivation,
        status: row.status,
        decided_at: row.decidedAt,
        applicant_told_at: row.applicantMail?.sentAt ?? null,
      }));
    }
  },
};

export const DOWNLOADS = { inbox: INBOX, waitlist: WAITLIST } as const;

/**
 * A console list as CSV or JSON, as its page shows it (its search or filters), streamed batch by batch and
 * written to the audit log like the newsletter's export. 404 unless an operator is signed in.
 */
export async function listDownload<Filter>(
  context: Pick<APIContext, 'params' | 'request' | 'cookies' | 'url' | 'clientAddress'>,
  download: Download<Filter>,
  format: Format,
): Promise<Response> {
  const page = await consoleRoute(context, {}, { file: true });
  if (page instanceof Response) return page;
  const filter = await download.filter(context.url, page.db);
  const chunks = await exportList(page.db, page.operator, { list: download.list, format, ...download.logged(filter) }, () =>
    format === 'csv' ? csvChunks(download.columns, download.batches(page.db, filter)) : jsonArrayChunks(download.batches(page.db, filter)),
  );
  return downloadResponse(chunks, { filename: `${download.list}-${isoDate(new Date())}.${format}`, contentType: CONTENT_TYPES[format] });
}
