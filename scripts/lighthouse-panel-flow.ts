import { generateReport, startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Locale } from '../src/i18n/config.ts';
import { localizePath } from '../src/i18n/paths.ts';
import { translator } from '../src/i18n/translate.ts';
import { PANEL_FLOW_MIN_SCORES } from './lighthouse-pages.ts';
import type { JudgedReport } from './lighthouse-scores.ts';

/** Questions the site answers with sources, as the browser tests ask them. */
const QUESTIONS: Record<Locale, string> = { de: 'Wer ist Anna Beispiel?', en: "who's Luca Muster?" };

const byRole = (role: string, name: string) => `::-p-aria([role="${role}"][name="${name}"])`;

/** Opens the assistant from its button, as a visitor does, asks a question and waits until the answer and its sources are shown. */
async function openPanelAndAsk(page: Page, locale: Locale): Promise<void> {
  const t = translator(locale);
  await page.locator(byRole('button', t('chat.launcher'))).click();
  await page.locator(byRole('textbox', t('chat.inputLabel'))).fill(QUESTIONS[locale]);
  await page.keyboard.press('Enter');
  // Answered: the log is no longer busy and lists the sources (named in capitals on screen, so not found by name).
  await page.waitForSelector('[role="log"][aria-busy="false"] ul');
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
    await flow.startTimespan({ name: 'Opening the assistant and asking a question' });
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
