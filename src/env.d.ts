import 'astro';
import type { OnInteractionOptions } from './scripts/on-interaction.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the island scrolls into view or gets focus (src/scripts/visible-or-focus.ts). */
    'client:visible-or-focus'?: boolean;
    /**
     * Hydrate when the visitor points at, touches or focuses the island, or after the first paint when the address
     * carries one of `atOnceWithQuery` (src/scripts/on-interaction.ts).
     */
    'client:on-interaction'?: boolean | OnInteractionOptions;
  }
}
