import type { APIContext } from 'astro';
import { isoDate } from '#lib/format.ts';
import { database } from '#server/db/instance.ts';
import { downloadResponse } from '#server/http/download.ts';
import { subscriberCsv, subscriberJson } from '#server/newsletter/subscriber-export.service.ts';
import { recordAction } from '../audit/audit.service.ts';
import { newsletterStatus } from '#server/db/schema.ts';
import { choiceParam } from './query.ts';
import { consolePage } from './console-page.ts';

const FORMATS = {
  csv: { chunks: subscriberCsv, contentType: 'text/csv; charset=utf-8' },
  json: { chunks: subscriberJson, contentType: 'application/json; charset=utf-8' },
} as const;

/**
 * The newsletter export (?status= as the list's filter), streamed batch by batch as a download; the
 * export is written to the audit log. 404 unless an operator is signed in.
 */
export async function newsletterExport(context: Pick<APIContext, 'params' | 'request' | 'cookies' | 'url'>, format: keyof typeof FORMATS): Promise<Response> {
  const page = await consolePage(context);
  if (!page) return new Response(null, { status: 404 });
  const status = choiceParam(context.url, 'status', newsletterStatus.enumValues);
  await recordAction(page.operator, 'export', 'newsletter', { format, status: status ?? 'all' });
  const { chunks, contentType } = FORMATS[format];
  return downloadResponse(chunks((await database()).db, { status }), { filename: `newsletter-${status ?? 'all'}-${isoDate(new Date())}.${format}`, contentType });
}
