import type { Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { formatNumber } from '#lib/format.ts';
import { hashtagLine } from '#lib/linkedin/drafts.ts';
import { LINKEDIN_DRAFT_ENDPOINT } from '#lib/linkedin/model-draft.ts';
import { LINKEDIN_POST_MAX_CHARS } from '#lib/linkedin/options.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { audit } from './axe.ts';
import { LANGUAGES, turnTo } from './fixtures.ts';
import { expect, test } from './model-fixtures.ts';

const SAMPLE = {
  de: {
    topic: 'Digitale Buchhaltung',
    points: ['Belege werden automatisch erfasst', 'Die MWST geht schneller'],
    chunks: ['Belege abtippen? ', 'Das war gestern.\n\n', 'Heute liest die KI mit.'],
  },
  en: {
    topic: 'Digital bookkeeping',
    points: ['Receipts are captured automatically', 'VAT returns take less time'],
    chunks: ['Typing receipts? ', 'That was yesterday.\n\n', 'Today AI reads along.'],
  },
} as const;

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const { topic, points, chunks } = SAMPLE[locale];
  const generatorPath = localizePath(PAGE_PATHS.linkedinPostGenerator, locale);
  const modelButton = (page: Page) => page.getByRole('button', { name: t('linkedin.modelDraft') });
  const modelRegion = (page: Page) => page.getByRole('region', { name: t('linkedin.modelDraftTitle') });
  const status = (page: Page) => page.getByRole('form', { name: t('linkedin.formTitle') }).getByRole('status');

  /** Opens the generator, waits for the island, and records every request other than the site's own code. */
  async function openGenerator(page: Page): Promise<string[]> {
    await page.goto(generatorPath);
    await turnTo(page.getByRole('main').locator('form'));
    await expect(modelButton(page)).toBeEnabled();
    const requests: string[] = [];
    page.on('request', (request) => {
      const isSiteCode = request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/_astro/');
      if (!isSiteCode) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    return requests;
  }

  async function fill(page: Page) {
    await page.getByRole('textbox', { name: t('linkedin.topic') }).fill(topic);
    await page.getByRole('textbox', { name: t('linkedin.points') }).fill(points.join('\n'));
  }

  test.describe(`the generator with a language model (${locale})`, () => {
    test('drafts with the model only when asked: streamed as it is written, then editable, counted and copyable', async ({
      page,
      modelSite,
    }) => {
      const requests = await openGenerator(page);
      await expect(page.getByText(t('linkedin.privacyWithModel'))).toBeVisible();

      // Missing input is named at its field, and nothing is sent.
      await modelButton(page).click();
      await expect(page.getByRole('textbox', { name: t('linkedin.topic') })).toBeFocused();
      await expect(page.getByText(t('linkedin.error.points'))).toBeVisible();
      expect(requests).toEqual([]);

      await fill(page);
      modelSite.model.behave({ kind: 'answer', chunks: [...chunks], delayMs: 600 });
      await modelButton(page).click();
      // While the model writes, its text so far is shown and the button waits.
      await expect(modelRegion(page)).toContainText(chunks[0].trim());
      await expect(modelRegion(page)).toHaveAttribute('aria-busy', 'true');
      await expect(modelButton(page)).toBeDisabled();
      await expect(status(page)).toHaveText(t('linkedin.modelWriting'));

      await expect(status(page)).toHaveText(t('linkedin.modelDone'));
      const hashtags = hashtagLine({
        topic,
        points,
        audience: 'sme',
        tone: 'professional',
        language: locale,
        length: 'medium',
        hashtags: 'few',
      });
      const expected = `${chunks.join('')}\n\n${hashtags}`;
      const field = modelRegion(page).getByRole('textbox');
      await expect(field).toHaveValue(expected);
      await expect(modelRegion(page)).toContainText(
        t('linkedin.count', { count: formatNumber(expected.length, locale), limit: formatNumber(LINKEDIN_POST_MAX_CHARS, locale) }),
      );
      await field.fill(`${expected}!`);
      await expect(modelRegion(page)).toContainText(
        t('linkedin.count', { count: formatNumber(expected.length + 1, locale), limit: formatNumber(LINKEDIN_POST_MAX_CHARS, locale) }),
      );
      await expect(modelRegion(page).getByRole('button', { name: t('linkedin.modelCopy') })).toBeEnabled();
      await expect(modelButton(page)).toBeEnabled();

      // The three drafts from the browser come beside it, without a further request.
      await page.getByRole('button', { name: t('linkedin.generate') }).click();
      await expect(status(page)).toHaveText(t('linkedin.generated'));
      await expect(
        page.getByRole('region', { name: t('linkedin.draftTitle', { n: 3, style: t('linkedin.style.question') }) }),
      ).toBeVisible();
      await expect(field).toHaveValue(`${expected}!`);
      expect(requests).toEqual([`POST ${LINKEDIN_DRAFT_ENDPOINT}`]);
      const sent = modelSite.model.requests.at(-1)!.body.messages[1]!.content;
      for (const point of points) expect(sent).toContain(point);

      expect(await audit(page)).toEqual([]);
    });

    test('says so when the model cannot write a draft, and the drafts from the browser still work', async ({ page, modelSite }) => {
      await openGenerator(page);
      await fill(page);
      modelSite.model.behave({ kind: 'status', status: 500 });
      await modelButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(t('linkedin.model.failed'));
      await expect(modelRegion(page)).toHaveCount(0);
      expect(await audit(page)).toEqual([]);

      await page.getByRole('button', { name: t('linkedin.generate') }).click();
      await expect(status(page)).toHaveText(t('linkedin.generated'));
      await expect(page.getByRole('region', { name: t('linkedin.draftTitle', { n: 1, style: t('linkedin.style.story') }) })).toBeVisible();
    });
  });
}
