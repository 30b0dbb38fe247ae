import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the rules axe-core groups under these tags. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A frame sandboxed without scripts (a campaign's preview in the console: a mail, not a page of the site) runs
 * no script, axe's neither: it is left out, its title checked by the test that shows it.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox*="allow-scripts"])';

/**
 * The page's WCAG 2.2 AA violations, one readable line each (an empty list passes), and those of the best-practice
 * rules named in `alsoRules` (e.g. `heading-order`), which axe runs only when asked by name.
 */
export async function audit(page: Page, { alsoRules = [] }: { alsoRules?: string[] } = {}): Promise<string[]> {
  // Only violations are wanted: axe then leaves out the details of every passing node. (`options` replaces what
  // `withTags` and `withRules` set, so it comes first.)
  const builder = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const runs = [builder().withTags(WCAG_TAGS), ...(alsoRules.length > 0 ? [builder().withRules(alsoRules)] : [])];
  const violations = [];
  // Legacy mode runs axe in the page itself; the default finishes each run in a new blank page, which doubled the
  // time of an audit. The site has no frame of another origin that would need the default.
  for (const run of runs) violations.push(...(await run.exclude(SCRIPTLESS_FRAMES).setLegacyMode().analyze()).violations);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
