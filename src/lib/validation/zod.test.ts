import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod for the browser', () => {
  const original = globalThis.Function;
  afterEach(() => {
    globalThis.Function = original;
  });

  it('builds and parses object schemas without compiling code, which the site policy would report', async () => {
    const compiled = vi.fn();
    globalThis.Function = new Proxy(original, {
      construct(target, args: unknown[]) {
        compiled(args);
        return Reflect.construct(target, args) as object;
      },
    });
    const { z } = await import('./zod.ts');
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ label: z.string() })) });
    expect(schema.parse({ name: 'Anna', tags: [{ label: 'x' }] })).toEqual({ name: 'Anna', tags: [{ label: 'x' }] });
    expect(compiled).not.toHaveBeenCalled();
    // The spy does see code compiled through Function.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of this test
    new Function('return 1');
    expect(compiled).toHaveBeenCalledTimes(1);
  });
});
