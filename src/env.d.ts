import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the island scrolls into view or gets focus (src/scripts/visible-or-focus.ts). */
    'client:visible-or-focus'?: boolean;
  }
}
