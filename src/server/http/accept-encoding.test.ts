import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodingChooser } from './accept-encoding.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip;q=1.0', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['identity;q=0.1, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=nonsense, gzip', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('chooses only among the encodings at hand', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
    expect(chooseEncoding('br, gzip', [])).toBe('identity');
  });

  it('remembers a bounded number of headers and answers the same', () => {
    const choose = encodingChooser();
    for (let n = 0; n < 200; n += 1) expect(choose(`gzip;q=0.${(n % 9) + 1}, br;q=0.05`, ['br', 'gzip'])).toBe('gzip');
    expect(choose('br', ['br', 'gzip'])).toBe('br');
    expect(choose('br', ['gzip'])).toBe('identity');
  });
});
