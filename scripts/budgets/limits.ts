/** Size budgets of the built pages (gzip bytes), checked by `npm run test:budgets`. */
export const BUDGETS = {
  /** JavaScript a page without forms loads before any interaction. */
  scriptWithoutFormsBytes: 5 * 1024,
  /** JavaScript a page with a form island loads before interaction (React runtime included). */
  scriptWithFormsBytes: 90 * 1024,
  /** CSS per page, linked and inline together. */
  styleBytes: 25 * 1024,
} as const;

/**
 * Island directives that load their code without the visitor doing anything. `client:visible`
 * islands are left out: they load only once scrolled into view, and the site uses them only
 * below the fold.
 */
export const EAGER_ISLAND_DIRECTIVES = ['load', 'idle', 'media'] as const;
