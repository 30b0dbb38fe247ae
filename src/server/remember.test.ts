import { describe, expect, it } from 'vitest';
import { remember } from './remember.ts';

describe('remember', () => {
  it('makes a value once and hands out the same one after', () => {
    let made = 0;
    const make = () => ({ made: ++made });
    const first = remember('remember-test.once', make);
    expect(remember('remember-test.once', make)).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps values of different names apart', () => {
    expect(remember('remember-test.a', () => 'a')).toBe('a');
    expect(remember('remember-test.b', () => 'b')).toBe('b');
  });

  it('makes the value again after a make that threw', () => {
    expect(() =>
      remember('remember-test.retry', () => {
        throw new Error('not yet');
      }),
    ).toThrow('not yet');
    expect(remember('remember-test.retry', () => 'made')).toBe('made');
  });

  it('hands a second copy of the module the value the first made', async () => {
    const secondCopy = './remember.ts?second-copy';
    const copy = (await import(secondCopy)) as typeof import('./remember.ts');
    expect(copy.remember).not.toBe(remember);
    const shared = remember('remember-test.shared', () => new Map<string, number>());
    expect(copy.remember('remember-test.shared', () => new Map<string, number>())).toBe(shared);
  });
});
