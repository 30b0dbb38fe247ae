import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES } from '../src/i18n/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium.ts';
import { startBuiltServer } from '../tests/setup/server.ts';
import { auditPanelFlow } from './lighthouse-panel-flow.ts';
import { LIGHTHOUSE_MIN_SCORES, LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';
import { bestOfThree, judge, reportName, type JudgedReport } from './lighthouse-scores.ts';

/**
 * Runs Lighthouse (default mobile preset, simulated throttling) in Debian's Chromium against the
 * built site and fails when a page, or a step of the home page's flow with the assistant's panel
 * open, scores below its targets (scripts/lighthouse-pages.ts). Reports go to .lighthouse/.
 *
 * `npm run test:lighthouse -- /faq /en/` audits only the pages named, `-- --panel` only the panel flow.
 */
const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => !arg.startsWith('/') && arg !== '--panel');
if (unknownArgs.length > 0) throw new Error(`Unknown arguments ${unknownArgs.join(' ')}: name pages (/faq) or --panel`);
const pages = args.length === 0 ? LIGHTHOUSE_PAGES : args.filter((arg) => arg.startsWith('/'));
const withPanelFlow = args.length === 0 || args.includes('--panel');

const reportDir = path.resolve('.lighthouse');
mkdirSync(reportDir, { recursive: true });
const server = await startBuiltServer({ ENABLE_TEST_HOOKS: 'false' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const failures: string[] = [];
const rows: Record<string, string | number>[] = [];

/** Audits with the best of up to three runs; writes its HTML report and adds its rows and failures. */
async function audit<T>(name: string, run: () => Promise<T | undefined>, reportsOf: (result: T) => JudgedReport[], htmlOf: (result: T) => string) {
  const best = await bestOfThree(run, reportsOf);
  if (!best) throw new Error(`Lighthouse could not audit ${name}`);
  writeFileSync(path.join(reportDir, `${reportName(name)}.html`), htmlOf(best));
  for (const { row, failures: shortfalls } of reportsOf(best).map(judge)) {
    rows.push(row);
    failures.push(...shortfalls);
  }
}

try {
  for (const page of pages) {
    await audit(
      page,
      () => lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'html', logLevel: 'error' }),
      ({ lhr }) => [{ label: page, lhr, targets: LIGHTHOUSE_MIN_SCORES }],
      ({ report }) => String(report),
    );
  }
  for (const locale of withPanelFlow ? LOCALES : []) {
    await audit(`panel-flow-${locale}`, () => auditPanelFlow(server.origin, chrome.port, locale), ({ reports }) => reports, ({ html }) => html);
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
