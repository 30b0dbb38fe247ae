import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import visibleOrFocus from './visible-or-focus.ts';

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
  let readyState: DocumentReadyState;
  let hydrated: number;
  let element: EventTarget & { children: unknown[] };
  const window = new EventTarget();
  const load = async () => async () => {
    hydrated += 1;
  };
  const run = () => visibleOrFocus(load, { name: 'NewsletterForm', value: '' }, element as unknown as HTMLElement);

  beforeEach(() => {
    readyState = 'complete';
    hydrated = 0;
    element = Object.assign(new EventTarget(), { children: [{ form: true }] });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('document', { get readyState() { return readyState; } });
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
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

  it('waits for the load event when the island is in view while the page still loads', async () => {
    readyState = 'interactive';
    run();
    FakeObserver.last!.report(true);
    await flush();
    expect(hydrated).toBe(0);
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(hydrated).toBe(1);
  });
});
