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
  const runs = [
    new AxeBuilder({ page }).withTags(WCAG_TAGS),
    ...(alsoRules.length > 0 ? [new AxeBuilder({ page }).withRules(alsoRules)] : []),
  ];
  const violations = [];
  for (const run of runs) violations.push(...(await run.exclude(SCRIPTLESS_FRAMES).analyze()).violations);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
