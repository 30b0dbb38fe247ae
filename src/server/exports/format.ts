import { Console } from 'node:console';
import { Writable } from 'node:stream';

/** Rows as CSV (RFC 4180 quoting) or JSON, for exports an operator opens in a spreadsheet or a script. */

type Row = Record<string, unknown>;

/**
 * A cell a spreadsheet would run as a formula (CSV injection): one that begins with a tab or carriage
 * return, or with =, +, - or @ after any characters it does not show – spaces, default-ignorable and
 * format characters (bidi marks, zero-width space), controls (decision 0025). Every such cell is written
 * with a leading `'`, valid addresses too: `=A2@example.com` is a live reference in Calc (decision 0042).
 */
const FORMULA = /^(?:[\t\r]|[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]*[=+\-@])/u;

/** A cell that needs a `'` before it: a formula, or one that begins with `'` itself, so that a leading `'` is always one that was added. */
const needsQuote = (text: string) => text.startsWith("'") || FORMULA.test(text);

/** A value as a cell's text: a date in ISO 8601, nothing as empty, a structure as JSON. */
function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

function csvCell(value: unknown): string {
  const text = cellText(value);
  const safe = needsQuote(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, CRLF-terminated. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Writes rows batch by batch, so a long list never has to be held whole; `end` closes the text. */
export interface RowWriter {
  rows: (rows: Row[]) => string;
  end: () => string;
}

/** CSV, the columns of the first row as its header; nothing at all for no rows. */
export function csvWriter(): RowWriter {
  let columns: string[] | undefined;
  return {
    rows(rows) {
      if (rows.length === 0) return '';
      const header = columns ? '' : csvLine((columns = Object.keys(rows[0]!)));
      return header + rows.map((row) => csvLine(columns!.map((column) => row[column]))).join('');
    },
    end: () => '',
  };
}

/** A JSON array, byte for byte what `toJson` gives for all the rows at once. */
export function jsonArrayWriter(): RowWriter {
  let started = false;
  const indented = (row: Row) => JSON.stringify(row, null, 2).replace(/^/gm, '  ');
  return {
    rows(rows) {
      if (rows.length === 0) return '';
      const opening = started ? ',\n' : '[\n';
      started = true;
      return opening + rows.map(indented).join(',\n');
    },
    end: () => (started ? '\n]\n' : '[]\n'),
  };
}

const writeAll = (writer: RowWriter, rows: Row[]) => writer.rows(rows) + writer.end();

export const toCsv = (rows: Row[]): string => writeAll(csvWriter(), rows);
export const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A CSV file with fixed columns written batch by batch: the header, then one chunk per batch of records. */
export async function* csvChunks<Column extends string>(
  columns: readonly Column[],
  batches: AsyncIterable<Record<Column, unknown>[]>,
): AsyncGenerator<string> {
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

/** The table `console.table` draws, as text, so it can travel like any other output. */
export function formatTable(rows: object[]): string {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  new Console({ stdout: sink, colorMode: false }).table(rows);
  return text.replace(/\n$/, '');
}
