import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the rules axe-core groups under these tags. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A frame sandboxed without scripts (a campaign's preview in the console: a mail, not a page of the site) runs
 * no script, axe's neither: it is left out, its title checked by the test that shows it.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox*="allow-scripts"])';

/** The page's WCAG 2.2 AA violations, one readable line each (an empty list passes). */
export async function audit(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(SCRIPTLESS_FRAMES).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
