import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The name of the directive in `client:visible-or-focus` (src/scripts/visible-or-focus.ts). */
export const VISIBLE_OR_FOCUS_DIRECTIVE = 'visible-or-focus';
/** The name of the directive in `client:on-interaction` (src/scripts/on-interaction.ts). */
export const ON_INTERACTION_DIRECTIVE = 'on-interaction';

/** The site's own hydration directives (`client:<name>`) and the scripts that implement them. */
const DIRECTIVES = {
  [VISIBLE_OR_FOCUS_DIRECTIVE]: '../scripts/visible-or-focus.ts',
  [ON_INTERACTION_DIRECTIVE]: '../scripts/on-interaction.ts',
} as const;

/** Registers the site's own hydration directives with Astro. */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, entrypoint] of Object.entries(DIRECTIVES)) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(entrypoint, import.meta.url)) });
        }
      },
    },
  };
}
