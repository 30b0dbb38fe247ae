import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import visibleOrFocus from './visible-or-focus.ts';

/** The first paint, which the test lets happen: afterFirstPaint's own behaviour is tested in Chromium. */
let paint: (() => void) | undefined;
vi.mock('./after-first-paint.ts', () => ({
  afterFirstPaint: (start: () => void) => {
    paint = start;
  },
}));

/** A stand-in for IntersectionObserver whose callback the test calls. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: unknown[] = [];
  disconnected = false;
  callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
    FakeObserver.last = this;
  }
  observe(target: unknown) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:visible-or-focus', () => {
  let hydrated: number;
  let element: EventTarget & { children: unknown[]; contains: (node: unknown) => boolean };
  /** What has the keyboard's focus; `inside` stands for an element within the island. */
  let activeElement: unknown;
  const inside = { field: true };
  const load = async () => async () => {
    hydrated += 1;
  };
  const run = () => {
    visibleOrFocus(load, { name: 'NewsletterForm', value: '' }, element as unknown as HTMLElement);
    paint?.();
  };

  beforeEach(() => {
    paint = undefined;
    hydrated = 0;
    activeElement = null;
    element = Object.assign(new EventTarget(), { children: [{ form: true }], contains: (node: unknown) => node === inside });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('document', {
      get activeElement() {
        return activeElement;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing until the island is seen or focused', async () => {
    run();
    expect(FakeObserver.last!.observed).toEqual(element.children);
    FakeObserver.last!.report(false);
    await flush();
    expect(hydrated).toBe(0);
  });

  it('hydrates once when the island scrolls into view', async () => {
    run();
    FakeObserver.last!.report(true);
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(hydrated).toBe(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('hydrates at once when something in the island gets focus, even out of view', async () => {
    run();
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(hydrated).toBe(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('neither watches nor hydrates before the first paint, even when focused', async () => {
    visibleOrFocus(load, { name: 'NewsletterForm', value: '' }, element as unknown as HTMLElement);
    const observerBefore = FakeObserver.last;
    element.dispatchEvent(new Event('focusin'));
    await flush();
    expect(hydrated).toBe(0);
    paint!();
    expect(FakeObserver.last).not.toBe(observerBefore);
    FakeObserver.last!.report(true);
    await flush();
    expect(hydrated).toBe(1);
  });

  it('hydrates at once when a field in it got focus before the first paint', async () => {
    visibleOrFocus(load, { name: 'NewsletterForm', value: '' }, element as unknown as HTMLElement);
    activeElement = inside;
    paint!();
    await flush();
    expect(hydrated).toBe(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
