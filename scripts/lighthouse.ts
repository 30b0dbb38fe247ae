import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../tests/setup/server.ts';
import { LIGHTHOUSE_MIN_SCORES, LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';

/**
 * Runs Lighthouse (default mobile preset, simulated throttling) in Debian's Chromium against the
 * built site and fails when a page scores below LIGHTHOUSE_MIN_SCORES. Reports go to .lighthouse/.
 */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = path.resolve('.lighthouse');
mkdirSync(reportDir, { recursive: true });

const server = await startBuiltServer({ ENABLE_TEST_HOOKS: 'false' });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const failures: string[] = [];
const rows: Record<string, string | number>[] = [];
try {
  for (const page of LIGHTHOUSE_PAGES) {
    const result = await lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'html', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr, report } = result;
    writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, '_') || 'home'}.html`), String(report));
    const row: Record<string, string | number> = { page };
    for (const [category, minimum] of Object.entries(LIGHTHOUSE_MIN_SCORES)) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < minimum) {
        const failed = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id);
        failures.push(`${page} ${category} ${score} < ${minimum} (audits: ${failed.join(', ')})`);
      }
    }
    rows.push(row);
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
console.log(`Lighthouse: ${rows.length} pages at target (reports in .lighthouse/).`);
