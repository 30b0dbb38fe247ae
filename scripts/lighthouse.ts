import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES } from '../src/i18n/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium.ts';
import { startBuiltServer } from '../tests/setup/server.ts';
import { auditPanelFlow } from './lighthouse-panel-flow.ts';
import { LIGHTHOUSE_MAX_LCP_MS, LIGHTHOUSE_MIN_SCORES, LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';
import { judge, medianRun, reportName, type JudgedReport } from './lighthouse-scores.ts';

/**
 * Runs Lighthouse (default mobile preset, simulated throttling) in Debian's Chromium against the
 * built site and fails when a page, or a step of the home page's flow with the assistant's panel
 * open, scores below its targets or a page's largest contentful paint is above its line
 * (scripts/lighthouse-pages.ts). A first run clear of every line settles a page; otherwise it is audited three
 * times and the median run counts (scripts/lighthouse-scores.ts). Reports go to .lighthouse/.
 *
 * `npm run test:lighthouse -- /faq /en/` audits only the pages named, `-- --panel` only the panel flow,
 * `-- --all` every page of the sitemap once (not part of `npm test`, to keep it short).
 */
const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => !arg.startsWith('/') && arg !== '--panel' && arg !== '--all');
if (unknownArgs.length > 0) throw new Error(`Unknown arguments ${unknownArgs.join(' ')}: name pages (/faq), --panel or --all`);
const everyPage = args.includes('--all');
const named = args.filter((arg) => arg.startsWith('/'));
const withPanelFlow = args.length === 0 || args.includes('--panel');
const runs = everyPage ? 1 : 3;

const reportDir = path.resolve('.lighthouse');
mkdirSync(reportDir, { recursive: true });
const server = await startBuiltServer({ ENABLE_TEST_HOOKS: 'false' });
/** The sitemap's pages, as the built server lists them. */
async function sitemapPages(): Promise<string[]> {
  const xml = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}
const pages = everyPage ? await sitemapPages() : named.length > 0 ? named : args.length === 0 ? LIGHTHOUSE_PAGES : [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const failures: string[] = [];
const rows: Record<string, string | number>[] = [];

/** Audits with the median of its runs; writes that run's HTML report and adds its rows and failures. */
async function audit<T>(
  name: string,
  run: () => Promise<T | undefined>,
  reportsOf: (result: T) => JudgedReport[],
  htmlOf: (result: T) => string,
) {
  const median = await medianRun(run, reportsOf, runs);
  if (!median) throw new Error(`Lighthouse could not audit ${name}`);
  writeFileSync(path.join(reportDir, `${reportName(name)}.html`), htmlOf(median.result));
  for (const { row, failures: shortfalls } of reportsOf(median.result).map((report, index) => judge(report, median.medianLcpMs[index]))) {
    rows.push(row);
    failures.push(...shortfalls);
  }
}

try {
  for (const page of pages) {
    await audit(
      page,
      () => lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'html', logLevel: 'error' }),
      ({ lhr }) => [{ label: page, lhr, targets: LIGHTHOUSE_MIN_SCORES, maxLcpMs: LIGHTHOUSE_MAX_LCP_MS }],
      ({ report }) => String(report),
    );
  }
  for (const locale of withPanelFlow ? LOCALES : []) {
    await audit(
      `panel-flow-${locale}`,
      () => auditPanelFlow(server.origin, chrome.port, locale),
      ({ reports }) => reports,
      ({ html }) => html,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.table(rows);
if (failures.length > 0) {
  console.error(`Lighthouse below target:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`Lighthouse: ${rows.length} reports at target (reports in .lighthouse/).`);
