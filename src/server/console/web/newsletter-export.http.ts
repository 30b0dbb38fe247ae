import type { APIContext } from 'astro';
import { isoDate } from '#lib/format.ts';
import { newsletterStatus } from '#server/db/schema.ts';
import { downloadResponse } from '#server/http/download.ts';
import { subscriberCsv, subscriberJson } from '#server/newsletter/subscriber-export.service.ts';
import { exportList } from '../actions/exports.actions.ts';
import { consoleRoute } from './console-route.ts';
import { choiceParam } from './query.ts';

const FORMATS = {
  csv: { chunks: subscriberCsv, contentType: 'text/csv; charset=utf-8' },
  json: { chunks: subscriberJson, contentType: 'application/json; charset=utf-8' },
} as const;

/**
 * The newsletter export (?status= as the list's filter), streamed batch by batch as a download; the
 * export is written to the audit log. 404 unless an operator is signed in.
 */
export async function newsletterExport(
  context: Pick<APIContext, 'params' | 'request' | 'cookies' | 'url' | 'clientAddress'>,
  format: keyof typeof FORMATS,
): Promise<Response> {
  const page = await consoleRoute(context, {}, { file: true });
  if (page instanceof Response) return page;
  const status = choiceParam(context.url, 'status', newsletterStatus.enumValues);
  const { chunks, contentType } = FORMATS[format];
  const download = await exportList(page.db, page.operator, { list: 'newsletter', format, status }, () => chunks(page.db, { status }));
  return downloadResponse(download, { filename: `newsletter-${status ?? 'all'}-${isoDate(new Date())}.${format}`, contentType });
}
