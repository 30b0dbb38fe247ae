import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint.ts';
import { whenVisibleOrFocused } from './when-visible-or-focused.ts';

/**
 * `client:visible-or-focus`: after the first paint, hydrates an island when it is in view or when
 * anything in it gets focus, whichever comes first (see whenVisibleOrFocused). Until then the island
 * is plain HTML and its form posts to the server.
 */
const visibleOrFocus: ClientDirective = (load, _options, element) => {
  afterFirstPaint(() => {
    // The island element itself has no box (display: contents); its children do.
    whenVisibleOrFocused(element.children, element, () => {
      void load().then((hydrate) => hydrate());
    });
  });
};

export default visibleOrFocus;
