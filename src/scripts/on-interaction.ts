import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint.ts';

/** What counts as the visitor turning to an island: a pointer over it or pressed on it, a touch, focus inside it. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** `client:on-interaction={{ atOnceWithQuery: [...] }}`: names of query parameters that make the island needed at once. */
export interface OnInteractionOptions {
  atOnceWithQuery?: readonly string[];
}

/** Whether the page's address carries one of the named query parameters with a value. */
function queryAsksForIsland(names: readonly string[] = []): boolean {
  const params = new URLSearchParams(location.search);
  return names.some((name) => Boolean(params.get(name)));
}

/**
 * `client:on-interaction`: hydrates an island the moment the visitor turns to it (decisions 0050, 0054), for an island
 * that is in view as the page opens and too large to hydrate before then without blocking the page. Until then it is
 * plain HTML: a form posts to the server, the blog shows every post, and what is typed or chosen stays (the island
 * reads it when it takes over). An address that already asks for the island's work (the blog's ?search=) hydrates it
 * after the first paint.
 */
const onInteraction: ClientDirective = (load, options, element) => {
  afterFirstPaint(() => {
    const hydrate = () => {
      for (const name of INTERACTIONS) element.removeEventListener(name, hydrate, true);
      void load().then((run) => run());
    };
    const { atOnceWithQuery }: OnInteractionOptions = typeof options.value === 'object' ? options.value : {};
    if (element.contains(document.activeElement) || queryAsksForIsland(atOnceWithQuery)) return hydrate();
    for (const name of INTERACTIONS) element.addEventListener(name, hydrate, { capture: true, passive: true });
  });
};

export default onInteraction;
