import { describe, expect, it } from 'vitest';
import { defineWing, joinDictionaries } from './wing.ts';

// Decision 0045: a wing's `t` is built from its dictionaries; the compiler holds the English twin and the joins.
describe('a wing', () => {
  const de = { 'demo.hello': 'Hallo {name}', 'demo.bye': 'Tschüss' } as const;

  it('joins dictionaries, and refuses at compile time a key two of them hold', () => {
    expect(joinDictionaries(de, { 'demo.later': 'Bis später' } as const)).toEqual({ ...de, 'demo.later': 'Bis später' });
    // @ts-expect-error: 'demo.bye' is in both, so one text would hide the other
    expect(joinDictionaries(de, { 'demo.bye': 'Ade' } as const)['demo.bye']).toBe('Ade');
  });

  it('translates with the German source and its English twin, which must keep every key and placeholder', () => {
    const { translate } = defineWing({ de, en: { 'demo.hello': 'Hello {name}', 'demo.bye': 'Bye' } });
    expect(translate('en', 'demo.hello', { name: 'Anna' })).toBe('Hello Anna');
    // @ts-expect-error: the English twin lacks 'demo.bye'
    defineWing({ de, en: { 'demo.hello': 'Hello {name}' } });
    // @ts-expect-error: the English twin drops {name}
    defineWing({ de, en: { 'demo.hello': 'Hello', 'demo.bye': 'Bye' } });
  });

  it('gives an island only the strings it names', () => {
    const { pickStrings } = defineWing({ de, en: { 'demo.hello': 'Hello {name}', 'demo.bye': 'Bye' } });
    expect(pickStrings('de', ['demo.bye'])).toEqual({ 'demo.bye': 'Tschüss' });
  });
});
