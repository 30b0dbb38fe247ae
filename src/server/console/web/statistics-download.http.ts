import type { APIContext } from 'astro';
import { ATTRIBUTION_SEPARATOR } from '#lib/analytics.ts';
import { translate } from '#i18n/console-translate.ts';
import { csvChunks } from '#server/exports/format.ts';
import { downloadResponse } from '#server/http/download.ts';
import { consoleRoute } from './console-route.ts';
import type { Database } from '#server/db/client.ts';
import { chosenRange, MAX_RANGE_DAYS } from '#lib/console/statistics-range.ts';
import { countBatch, type CountRow, type DayRange } from '#server/analytics/statistics.repo.ts';

const BATCH_SIZE = 1000;

/**
 * The columns: a row as stored, the key of a conversion's attribution split in two (`key` the
 * conversion, `detail` the entry page, referrer or campaign it is credited to).
 */
const COLUMNS = ['day', 'metric', 'key', 'detail', 'count'] as const;

async function* rowsOf(db: Database, range: DayRange) {
  let after: CountRow | undefined;
  for (;;) {
    const batch = await countBatch(db, range, after, BATCH_SIZE);
    if (batch.length === 0) return;
    after = batch.at(-1);
    yield batch.map(({ day, metric, key, count }) => {
      const split = metric.startsWith('conversion.') ? key.indexOf(ATTRIBUTION_SEPARATOR) : -1;
      return split < 0
        ? { day, metric, key, detail: '', count }
        : { day, metric, key: key.slice(0, split), detail: key.slice(split + 1), count };
    });
  }
}

/**
 * The counts of a range of days as CSV, one row per day, metric and key (decision 0036), for a signed-in
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
