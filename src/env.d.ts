import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the island scrolls into view or gets focus (src/scripts/visible-or-focus.ts). */
    'client:visible-or-focus'?: boolean;
    /** Hydrate after the page's first paint, wherever the island is (src/scripts/after-first-paint-directive.ts). */
    'client:after-first-paint'?: boolean;
  }
}
