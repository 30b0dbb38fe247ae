import type { APIContext } from 'astro';
import { isoDate } from '#lib/format.ts';
import { csvChunks, jsonArrayChunks } from '#server/exports/format.ts';
import { downloadResponse } from '#server/http/download.ts';
import { exportRegistrations, REGISTRATION_COLUMNS } from '../actions/events.actions.ts';
import { consoleNotFound, consoleRoute } from './console-route.ts';
import { isRowId } from './query.ts';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

/** An event's registrations as CSV or JSON, written to the audit log. 404 unless an operator is signed in. */
export async function eventRegistrationsDownload(
  context: Pick<APIContext, 'params' | 'request' | 'cookies' | 'url' | 'clientAddress'>,
  format: 'csv' | 'json',
): Promise<Response> {
  const { id } = context.params;
  if (!isRowId(id)) return consoleNotFound();
  const page = await consoleRoute(context, {}, { file: true });
  if (page instanceof Response) return page;
  const exported = await exportRegistrations(page.db, page.operator, { id }, format);
  if (!exported) return consoleNotFound();
  const chunks = format === 'csv' ? csvChunks(REGISTRATION_COLUMNS, once(exported.rows)) : jsonArrayChunks(once(exported.rows));
  return downloadResponse(chunks, {
    filename: `registrations-${exported.event.slug}-${isoDate(new Date())}.${format}`,
    contentType: CONTENT_TYPES[format],
  });
}
