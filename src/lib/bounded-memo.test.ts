import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

describe('bounded memo', () => {
  it('works a value out once per key, falsy values included', () => {
    const remembered = boundedMemo<number | undefined>(10);
    let computed = 0;
    const lengthOf = (key: string) => remembered(key, () => (computed++, key === 'none' ? undefined : key.length));
    expect([lengthOf('abc'), lengthOf('abc'), lengthOf('none'), lengthOf('none')]).toEqual([3, 3, undefined, undefined]);
    expect(computed).toBe(2);
  });

  it('holds no more than its limit, however many keys come', () => {
    const remembered = boundedMemo<string>(3);
    let computed = 0;
    for (let index = 0; index < 1000; index += 1) remembered(`key ${index}`, () => String(computed++));
    // The oldest were forgotten: asked again, they are worked out again.
    remembered('key 0', () => String(computed++));
    expect(computed).toBe(1001);
    let again = 0;
    remembered('key 999', () => String(again++));
    expect(again).toBe(0);
  });
});
