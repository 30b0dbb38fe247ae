import { ON_INTERACTION_DIRECTIVE, VISIBLE_OR_FOCUS_DIRECTIVE } from '#integrations/hydration-directives.ts';

/** Size budgets of the built pages (gzip bytes), checked by `npm run test:budgets`. */
export const BUDGETS = {
  /** JavaScript a page without forms loads before any interaction; none of it may be island code. */
  scriptWithoutFormsBytes: 5 * 1024,
  /** JavaScript a page with a form island loads before interaction (React runtime included). */
  scriptWithFormsBytes: 90 * 1024,
  /** CSS per page, linked and inline together. */
  styleBytes: 25 * 1024,
} as const;

/**
 * Island directives that wait for the visitor: `client:visible` loads its code once the island is
 * scrolled into view, `client:visible-or-focus` also when the island gets focus, and never before
 * the first paint, and `client:on-interaction` once the visitor points at, touches or focuses it. Every other directive – load, idle, media, only, after-first-paint, or one this
 * list does not know – counts as loading before interaction.
 */
export const DEFERRED_ISLAND_DIRECTIVES: readonly string[] = ['visible', VISIBLE_OR_FOCUS_DIRECTIVE, ON_INTERACTION_DIRECTIVE];
