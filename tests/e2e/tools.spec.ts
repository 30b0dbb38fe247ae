import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Page } from '@playwright/test';
import { toolsSchema } from '#content/schemas.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { formatNumber } from '#lib/format.ts';
import { createDrafts } from '#lib/linkedin/drafts.ts';
import { DRAFT_STYLES, LINKEDIN_POST_MAX_CHARS } from '#lib/linkedin/options.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test, turnTo } from './fixtures.ts';

const tools = toolsSchema.parse(load(readFileSync(path.resolve(import.meta.dirname, '../../src/content/pages/tools.yaml'), 'utf8')));

const SAMPLE = {
  de: {
    topic: 'KI in der Buchhaltung',
    points: ['Belege werden automatisch erfasst', 'Die MWST-Abrechnung geht schneller', 'Weniger Fehler beim Bankabgleich'],
  },
  en: {
    topic: 'AI in accounting',
    points: ['Receipts are captured automatically', 'VAT returns take less time', 'Fewer errors in bank reconciliation'],
  },
} as const;

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const toolsPath = localizePath(PAGE_PATHS.tools, locale);
  const generatorPath = localizePath(PAGE_PATHS.linkedinPostGenerator, locale);
  const draftName = (index: number) => t('linkedin.draftTitle', { n: index + 1, style: t(`linkedin.style.${DRAFT_STYLES[index]!}`) });
  const countText = (count: number) =>
    t('linkedin.count', { count: formatNumber(count, locale), limit: formatNumber(LINKEDIN_POST_MAX_CHARS, locale) });
  const { topic, points } = SAMPLE[locale];

  /** Opens the generator and turns to it; waits until the island runs (its buttons are disabled before). */
  async function openGenerator(page: Page) {
    await page.goto(generatorPath);
    await turnTo(page.getByRole('main').locator('form'));
    await expect(page.getByRole('button', { name: t('linkedin.generate') })).toBeEnabled();
  }

  async function fillAndGenerate(page: Page) {
    await page.getByRole('textbox', { name: t('linkedin.topic') }).fill(topic);
    await page.getByRole('textbox', { name: t('linkedin.points') }).fill(points.join('\n'));
    await page.getByRole('radio', { name: t('linkedin.tone.educational') }).check();
    await page.getByRole('radio', { name: t('linkedin.length.long') }).check();
    await page.getByRole('combobox', { name: t('linkedin.audience') }).selectOption({ label: t('linkedin.audience.fiduciaries') });
    await page.getByRole('button', { name: t('linkedin.generate') }).click();
    await expect(page.getByRole('region', { name: draftName(2) })).toBeVisible();
  }

  test.describe(`tools (${locale})`, () => {
    test('the tools page lists the generator and the tools coming soon, and its link leads to the generator', async ({ page }) => {
      await page.goto(toolsPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tools.title[locale]);
      await expect(page.getByRole('heading', { name: tools.generator.title[locale], exact: true })).toBeVisible();
      const soon = page.getByRole('region', { name: tools.comingSoon.label[locale] });
      for (const item of tools.comingSoon.items)
        await expect(soon.getByRole('heading', { name: item.title[locale], exact: true })).toBeVisible();
      for (const item of tools.comingSoon.items) {
        const card = soon.getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.title[locale], exact: true }) });
        await expect(card.getByText(tools.comingSoon.label[locale], { exact: true })).toBeVisible();
      }
      await expect(soon.getByRole('link')).toHaveCount(0);

      await page.getByRole('link', { name: tools.generator.cta[locale] }).click();
      await expect(page).toHaveURL(generatorPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tools.generator.title[locale]);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('linkedin.backToTools') })
        .click();
      await expect(page).toHaveURL(toolsPath);
    });

    test('the home teaser links to the tools page and its call to action to the generator; the footer links to the tools', async ({
      page,
    }) => {
      await page.goto(localizePath('/', locale));
      const teaser = page.getByRole('region', { name: tools.title[locale] });
      await expect(teaser.getByRole('link', { name: tools.generator.cta[locale] })).toHaveAttribute('href', generatorPath);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: t('footer.tools') })).toHaveAttribute('href', toolsPath);
      await teaser.getByRole('link', { name: tools.overview[locale] }).click();
      await expect(page).toHaveURL(toolsPath);
    });

    test('the generator makes three drafts from the input, in the browser and without a single request', async ({ page }) => {
      await openGenerator(page);
      // Without a language model configured, the model draft is not offered.
      await expect(page.getByText(t('linkedin.privacy'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('linkedin.modelDraft') })).toHaveCount(0);
      const requests: string[] = [];
      // The site's own code may still load (the footer form hydrates when it scrolls into view); nothing else may go out.
      page.on('request', (request) => {
        const isSiteCode = request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/_astro/');
        if (!isSiteCode) requests.push(`${request.method()} ${request.url()}`);
      });
      await fillAndGenerate(page);
      await expect(page.getByRole('form', { name: t('linkedin.formTitle') }).getByRole('status')).toHaveText(t('linkedin.generated'));
      const expected = createDrafts({
        topic,
        points,
        audience: 'fiduciaries',
        tone: 'educational',
        language: locale,
        length: 'long',
        hashtags: 'few',
      });
      for (const [index, draft] of expected.entries()) {
        const field = page.getByRole('region', { name: draftName(index) }).getByRole('textbox');
        await expect(field).toHaveValue(draft.text);
        for (const point of points) expect(draft.text).toContain(point);
      }
      await expect(page.getByRole('region', { name: draftName(0) }).getByRole('textbox')).not.toHaveValue(expected[1]!.text);
      expect(requests).toEqual([]);
    });

    test('the post language can differ from the page’s', async ({ page }) => {
      const other = locale === 'de' ? 'en' : 'de';
      await openGenerator(page);
      await page.getByRole('radio', { name: t(`lang.${other}`) }).check();
      await fillAndGenerate(page);
      const expected = createDrafts({
        topic,
        points,
        audience: 'fiduciaries',
        tone: 'educational',
        language: other,
        length: 'long',
        hashtags: 'few',
      });
      await expect(page.getByRole('region', { name: draftName(0) }).getByRole('textbox')).toHaveValue(expected[0]!.text);
    });

    test('the count follows every edit and warns above LinkedIn’s limit', async ({ page }) => {
      await openGenerator(page);
      await fillAndGenerate(page);
      const draft = page.getByRole('region', { name: draftName(1) });
      const field = draft.getByRole('textbox');
      await expect(draft.getByText(countText((await field.inputValue()).length))).toBeVisible();
      await field.fill('Hallo LinkedIn');
      await expect(draft.getByText(countText(14))).toBeVisible();
      const warning = t('linkedin.overLimit', { over: formatNumber(2, locale), limit: formatNumber(LINKEDIN_POST_MAX_CHARS, locale) });
      await field.fill('x'.repeat(LINKEDIN_POST_MAX_CHARS + 2));
      await expect(draft.getByText(warning)).toBeVisible();
      await expect(draft.getByText(countText(LINKEDIN_POST_MAX_CHARS + 2))).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.press('Backspace');
      await field.press('Backspace');
      await expect(draft.getByText(warning)).toHaveCount(0);
      await expect(draft.getByText(countText(LINKEDIN_POST_MAX_CHARS))).toBeVisible();
      await expect(field).not.toHaveAttribute('aria-invalid');
    });

    test.describe('with clipboard access', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      test('a copy button copies its edited draft and announces it', async ({ page }) => {
        await openGenerator(page);
        await fillAndGenerate(page);
        const draft = page.getByRole('region', { name: draftName(2) });
        await draft.getByRole('textbox').fill(`${points[0]} – ${topic}`);
        await draft.getByRole('button', { name: t('linkedin.copy', { n: 3 }) }).click();
        await expect(draft.getByRole('status')).toHaveText(t('linkedin.copied'));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${points[0]} – ${topic}`);
      });
    });

    test('without the clipboard API the draft is selected for copying by keyboard', async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
      await openGenerator(page);
      await fillAndGenerate(page);
      const draft = page.getByRole('region', { name: draftName(0) });
      await draft.getByRole('button', { name: t('linkedin.copy', { n: 1 }) }).click();
      await expect(draft.getByRole('status')).toHaveText(t('linkedin.copyFallback'));
      const field = draft.getByRole('textbox');
      await expect(field).toBeFocused();
      const selection = await field.evaluate((element: HTMLTextAreaElement) => [
        element.selectionStart,
        element.selectionEnd,
        element.value.length,
      ]);
      expect(selection).toEqual([0, selection[2], selection[2]]);
    });

    test('missing input is named at its field and nothing is generated', async ({ page }) => {
      await openGenerator(page);
      await page.getByRole('combobox', { name: t('linkedin.audience') }).selectOption({ label: t('linkedin.audience.custom') });
      await page.getByRole('button', { name: t('linkedin.generate') }).click();
      await expect(page.getByText(t('linkedin.error.topic'))).toBeVisible();
      await expect(page.getByText(t('linkedin.error.points'))).toBeVisible();
      await expect(page.getByText(t('linkedin.error.customAudience'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('linkedin.topic') })).toBeFocused();
      await expect(page.getByRole('textbox', { name: t('linkedin.topic') })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('region', { name: draftName(0) })).toHaveCount(0);
      expect(await audit(page)).toEqual([]);
    });

    test('works by keyboard alone', async ({ page }) => {
      await page.goto(generatorPath);
      // Focus in the form is the keyboard's way of turning to it: the island takes over.
      await page.getByRole('textbox', { name: t('linkedin.topic') }).focus();
      await expect(page.getByRole('button', { name: t('linkedin.generate') })).toBeEnabled();
      await page.keyboard.type(topic);
      await page.keyboard.press('Tab');
      await page.keyboard.type(points.join('\n'));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name: t('linkedin.audience') })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: t('linkedin.tone.professional') })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: t('linkedin.tone.personal') })).toBeChecked();
      await page.getByRole('textbox', { name: t('linkedin.topic') }).press('Enter');
      const first = page.getByRole('region', { name: draftName(0) });
      await expect(first.getByRole('textbox')).toHaveValue(
        createDrafts({ topic, points, audience: 'sme', tone: 'personal', language: locale, length: 'medium', hashtags: 'few' })[0]!.text,
      );
    });

    test('the generator page with its drafts and the tools page have no WCAG 2.2 AA violations', async ({ page }) => {
      // Two axe audits, one of a page with three long drafts: slow on a busy machine.
      test.slow();
      await openGenerator(page);
      await fillAndGenerate(page);
      await page
        .getByRole('region', { name: draftName(0) })
        .getByRole('textbox')
        .fill('x'.repeat(LINKEDIN_POST_MAX_CHARS + 1));
      expect(await audit(page)).toEqual([]);
      await page.goto(toolsPath);
      expect(await audit(page)).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the generator page says it needs JavaScript and still shows its content', async ({ page }) => {
        const response = await page.goto(generatorPath);
        // Chromium's switch for tests stops scripts but still parses <noscript> as if they ran, so the
        // note is checked in the HTML the server sends; a browser with JavaScript off shows it.
        expect(parseHtml(await response!.text()).querySelector('main noscript')?.text).toContain(t('linkedin.noscript'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tools.generator.title[locale]);
        await expect(page.getByText(tools.generator.text[locale])).toBeVisible();
        await expect(page.getByRole('button', { name: t('linkedin.generate') })).toBeDisabled();
      });
    });
  });
}
