import { generateReport, startFlow } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Locale } from '../src/i18n/config.ts';
import { localizePath } from '../src/i18n/paths.ts';
import { translator } from '../src/i18n/translate.ts';
import { PANEL_FLOW_MIN_SCORES } from './lighthouse-pages.ts';
import type { JudgedReport } from './lighthouse-scores.ts';

/** Questions the site answers with sources, as the browser tests ask them. */
const QUESTIONS: Record<Locale, string> = { de: 'Wer ist Anna Beispiel?', en: "who's Luca Muster?" };

const byRole = (role: string, name: string) => `::-p-aria([role="${role}"][name="${name}"])`;

/**
 * Opens the assistant from its button, as a visitor does, asks a question and waits until the answer and its
 * sources are shown. The field is awaited by watching the page's changes, not through a locator: a locator
 * waits for a visible element (and any ARIA selector) by checking it every animation frame, and each frame cost a
 * throttled main thread 50-100 ms of compositor work that the page itself never asks for (while the
 * panel's code arrives over the throttled network, a dozen long tasks counted as the page's blocking time).
 */
async function openPanelAndAsk(page: Page, locale: Locale): Promise<void> {
  const t = translator(locale);
  await page.locator(byRole('button', t('chat.launcher'))).click();
  // A CSS selector: Puppeteer waits for one by its changes, for an ARIA one by every frame.
  const field = await page.waitForSelector('dialog[open] textarea:focus');
  if ((await field!.evaluate((element) => element.labels[0]?.textContent)) !== t('chat.inputLabel'))
    throw new Error('The open panel has no question field');
  await page.keyboard.type(QUESTIONS[locale]);
  await page.keyboard.press('Enter');
  // Answered: the log is no longer busy and lists the sources (named in capitals on screen, so not found by name).
  await page.waitForSelector('[role="log"][aria-busy="false"] ul');
}

/** Lighthouse's default slowdown, which takes a host of this benchmark index to a mid-tier phone (docs/throttling.md). */
const DEFAULT_SLOWDOWN = 4;
const DEFAULT_HOST_INDEX = 1750;

/**
 * The timespan's CPU slowdown for this host, measured now. Its throttling is real (DevTools slows the main
 * thread down), so on a shared two-core machine whose benchmark index swings from 1,100 to 1,750 between runs
 * the same code scored 75 to 96. Lighthouse's guide to throttling asks for a smaller multiplier on a slower
 * host, so that every run emulates the same phone: here in proportion to the index, never above the default.
 */
async function calibratedSlowdown(page: Page): Promise<number> {
  // The median of three readings: one reading swings with whatever else the host did in that half second.
  const readings: number[] = [];
  for (let reading = 0; reading < 3; reading += 1) readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  const index = readings.sort((a, b) => a - b)[1]!;
  return Math.max(1, Math.min(DEFAULT_SLOWDOWN, (DEFAULT_SLOWDOWN * index) / DEFAULT_HOST_INDEX));
}

/**
 * The home page in one language as a Lighthouse user flow (mobile preset), in a tab of its own in the
 * browser at `port`: the page load (held to its targets with the other pages, so only reported here);
 * opening the assistant and getting an answer (timespan: blocking time, layout shifts, console
 * errors); the open panel with the answer (snapshot: accessibility, best practices and SEO of the page
 * as it then is). Returns the two judged steps and the flow's HTML report.
 */
export async function auditPanelFlow(origin: string, port: number, locale: Locale): Promise<{ reports: JudgedReport[]; html: string }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const path = localizePath('/', locale);
    const flow = await startFlow(page, { name: `Assistant panel on ${path}`, flags: { logLevel: 'error' } });
    await flow.navigate(`${origin}${path}`, { name: 'Page load' });
    // The launcher shown (its script ran), and Puppeteer's own helpers loaded into the page before the timespan.
    await page.waitForSelector('[data-chat-launcher]:not([hidden])');
    const cpuSlowdownMultiplier = await calibratedSlowdown(page);
    await flow.startTimespan({ name: 'Opening the assistant and asking a question', throttling: { cpuSlowdownMultiplier } });
    await openPanelAndAsk(page, locale);
    await flow.endTimespan();
    await flow.snapshot({ name: 'Panel open with an answer' });
    const result = await flow.createFlowResult();
    const reports = result.steps.flatMap(({ lhr }) => {
      const mode = lhr.gatherMode;
      return mode === 'timespan' || mode === 'snapshot'
        ? [{ label: `${path} panel (${mode})`, lhr, targets: PANEL_FLOW_MIN_SCORES[mode] }]
        : [];
    });
    return { reports, html: generateReport(result, 'html') };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
