/** Rows as CSV (RFC 4180 quoting) or JSON, for exports an operator opens in a spreadsheet or a script. */

function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, -, @, tab or carriage return would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  return csvLine(columns) + rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
}

export const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A CSV file written batch by batch: the header, then one chunk per batch of records. */
export async function* csvChunks<Column extends string>(columns: readonly Column[], batches: AsyncIterable<Record<Column, unknown>[]>): AsyncGenerator<string> {
  yield csvLine(columns);
  for await (const batch of batches) yield batch.map((record) => csvLine(columns.map((column) => record[column]))).join('');
}

/** A JSON array written batch by batch, one record a line. */
export async function* jsonArrayChunks(batches: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let separator = '\n';
  yield '[';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield batch.map((record, index) => `${index === 0 ? separator : ',\n'}${JSON.stringify(record)}`).join('');
    separator = ',\n';
  }
  yield separator === '\n' ? ']\n' : '\n]\n';
}
