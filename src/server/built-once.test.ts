import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once.ts';

describe('builtOnce (decision 0027)', () => {
  it('shares one build between callers and keeps it once it succeeded', async () => {
    const builds = new Map<string, Promise<number>>();
    let made = 0;
    const build = async () => ++made;
    const [first, second] = await Promise.all([builtOnce(builds, 'a', build), builtOnce(builds, 'a', build)]);
    expect([first, second, await builtOnce(builds, 'a', build)]).toEqual([1, 1, 1]);
  });

  it('forgets a failed build, so the next caller builds again', async () => {
    const builds = new Map<string, Promise<string>>();
    let databaseUp = false;
    const build = async () => {
      if (!databaseUp) throw new Error('the database is unavailable: starting');
      return 'limiter';
    };
    await expect(builtOnce(builds, 'contact', build)).rejects.toThrow('starting');
    databaseUp = true;
    await expect(builtOnce(builds, 'contact', build)).resolves.toBe('limiter');
  });
});
