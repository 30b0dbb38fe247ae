import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltServer } from '../tests/setup/server.ts';
import { BUDGETS } from './budgets/limits.ts';
import { measurePage } from './budgets/measure.ts';
import { BUDGET_EVENT, EVENT_PAGES, ON_DEMAND_PAGES } from './budgets/on-demand-pages.ts';

/** Checks every built page, static and rendered on demand, against the size budgets; exits non-zero when one falls short. */
const clientDir = path.resolve('dist/client');
if (!existsSync(clientDir)) {
  console.error('dist/client is missing: run `npm run build` first.');
  process.exit(1);
}

const read = (sitePath: string) => {
  const file = path.join(clientDir, decodeURIComponent(sitePath.split('?')[0]!));
  return file.startsWith(clientDir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The built static pages, then the on-demand pages as the built server renders them (with its default settings). */
async function builtPages(): Promise<{ page: string; html: string }[]> {
  const pages = globSync('**/*.html', { cwd: clientDir })
    .sort()
    .map((file) => ({ page: `/${file.replace(/index\.html$/, '')}`, html: readFileSync(path.join(clientDir, file), 'utf8') }));
  // The test hooks make one event, whose page is measured; they add nothing to a page.
  const server = await startBuiltServer({ ENABLE_TEST_HOOKS: 'true' });
  try {
    const made = await fetch(`${server.origin}/test-hooks/event`, { method: 'POST', body: JSON.stringify({ slug: BUDGET_EVENT }) });
    if (!made.ok) throw new Error(`the budget's event could not be made: ${made.status}`);
    for (const page of [...ON_DEMAND_PAGES, ...EVENT_PAGES]) {
      const response = await fetch(`${server.origin}${page}`);
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      pages.push({ page, html: await response.text() });
    }
  } finally {
    await server.stop();
  }
  return pages;
}

const failures: string[] = [];
const rows = (await builtPages()).map(({ page, html }) => {
  const weight = measurePage(html, read);
  const scriptLimit = weight.hasForm ? BUDGETS.scriptWithFormsBytes : BUDGETS.scriptWithoutFormsBytes;
  if (weight.scriptBytes > scriptLimit) failures.push(`${page}: JavaScript ${kb(weight.scriptBytes)} > ${kb(scriptLimit)}`);
  // A page without forms may carry islands, but none may load its code before interaction.
  if (!weight.hasForm && weight.eagerIslands.length > 0) {
    failures.push(`${page}: island code loads before interaction (client:${weight.eagerIslands.join(', client:')})`);
  }
  if (weight.styleBytes > BUDGETS.styleBytes) failures.push(`${page}: CSS ${kb(weight.styleBytes)} > ${kb(BUDGETS.styleBytes)}`);
  for (const address of weight.thirdParty) failures.push(`${page}: third-party resource ${address}`);
  return {
    page,
    form: weight.hasForm ? 'yes' : '',
    'JS (gzip)': kb(weight.scriptBytes),
    'islands eager/deferred': `${weight.eagerIslands.length}/${weight.deferredIslands}`,
    'CSS (gzip)': kb(weight.styleBytes),
  };
});

console.table(rows);
console.log(
  `Budgets: JS before interaction ≤ ${kb(BUDGETS.scriptWithoutFormsBytes)} and no island code (pages without forms), ≤ ${kb(BUDGETS.scriptWithFormsBytes)} (with forms); CSS ≤ ${kb(BUDGETS.styleBytes)}; no third-party resources.`,
);
if (rows.length === 0) failures.push('no built pages found');
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`${rows.length} pages within budget.`);
