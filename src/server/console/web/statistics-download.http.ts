import type { APIContext } from 'astro';
import { translate } from '#i18n/console-translate.ts';
import { csvChunks } from '#server/exports/format.ts';
import { downloadResponse } from '#server/http/download.ts';
import { consoleRoute } from './console-route.ts';
import type { Database } from '#server/db/client.ts';
import { chosenRange, MAX_RANGE_DAYS } from '#lib/console/statistics-range.ts';
import { VISIT_COLUMNS, visitBatch, type DayRange, type VisitRow } from '#server/analytics/statistics.repo.ts';

const BATCH_SIZE = 1000;

/** The columns: a row as stored (decision 0047), in the table's order: what is known of the visits it counts and its three counts. */
const COLUMNS = VISIT_COLUMNS;

async function* rowsOf(db: Database, range: DayRange) {
  let after: VisitRow | undefined;
  for (;;) {
    const batch = await visitBatch(db, range, after, BATCH_SIZE);
    if (batch.length === 0) return;
    after = batch.at(-1);
    yield batch;
  }
}

/**
 * The counts of a range of days as CSV, one row per day and combination of what is known of the visits (decision 0047), for a signed-in
 * operator only (else the 404 of any unknown address). Aggregates only: nothing in them names a person,
 * so the download is not an export of personal data for the audit log. A wrong range is refused with its reason.
 */
export async function statisticsDownload(
  context: Pick<APIContext, 'params' | 'request' | 'cookies' | 'url' | 'clientAddress'>,
): Promise<Response> {
  const page = await consoleRoute(context, {}, { file: true });
  if (page instanceof Response) return page;
  const chosen = chosenRange(context.url.searchParams);
  if (chosen.problem)
    return new Response(translate(page.locale, `console.statistics.problem.${chosen.problem}`, { n: MAX_RANGE_DAYS }), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  const { from, to } = chosen.range;
  return downloadResponse(csvChunks(COLUMNS, rowsOf(page.db, chosen.range)), {
    filename: `statistics-${from}-${to}.csv`,
    contentType: 'text/csv; charset=utf-8',
  });
}
