import { Console } from 'node:console';
import { Writable } from 'node:stream';

type Row = Record<string, unknown>;

/** Writes rows batch by batch, so a long list never has to be held whole; `end` closes the text. */
export interface RowWriter {
  rows: (rows: Row[]) => string;
  end: () => string;
}

const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV (RFC 4180 quoting), the columns of the first row as its header; nothing at all for no rows. */
export function csvWriter(): RowWriter {
  let columns: string[] | undefined;
  return {
    rows(rows) {
      if (rows.length === 0) return '';
      const header = columns ? '' : `${(columns = Object.keys(rows[0]!)).join(',')}\r\n`;
      return header + rows.map((row) => `${columns!.map((column) => csvCell(row[column])).join(',')}\r\n`).join('');
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

/** Rows as CSV or JSON, for exports an operator opens in a spreadsheet or a script. */
export const toCsv = (rows: Row[]): string => writeAll(csvWriter(), rows);
export const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

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
