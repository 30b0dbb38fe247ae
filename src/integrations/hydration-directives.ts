import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The name of the directive in `client:visible-or-focus` (src/scripts/visible-or-focus.ts). */
export const VISIBLE_OR_FOCUS_DIRECTIVE = 'visible-or-focus';

/** Registers the site's own hydration directive with Astro. */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: VISIBLE_OR_FOCUS_DIRECTIVE,
          entrypoint: fileURLToPath(new URL('../scripts/visible-or-focus.ts', import.meta.url)),
        });
      },
    },
  };
}
