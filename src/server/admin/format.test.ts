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

  it('writes the header, then each batch', async () => {
    const text = await collect(csvChunks(['email', 'status'], batches([{ email: 'a@example.ch', status: 'confirmed' }], [{ email: 'b,"c"@example.ch', status: 'pending' }])));
    expect(text).toBe('email,status\r\na@example.ch,confirmed\r\n"b,""c""@example.ch",pending\r\n');
  });
});

describe('JSON array', () => {
  it('is one valid array across batches, empty or not', async () => {
    expect(JSON.parse(await collect(jsonArrayChunks(batches([1, 2], [], [3]))))).toEqual([1, 2, 3]);
    expect(JSON.parse(await collect(jsonArrayChunks(batches())))).toEqual([]);
  });
});
