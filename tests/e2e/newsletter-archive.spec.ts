import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { NEWSLETTER_PATHS, newsletterIssuePath } from '#lib/routes.ts';
import { LONG_COMPOUND, LONG_LINK } from '../setup/long-words.ts';
import { publishTestIssue, SAMPLE_ISSUE, unpublishTestIssue, withLongWords } from '../setup/newsletter-issue.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

// Decision 0035: the newsletter's public archive. Issues are published on the running server, through the
// campaign lifecycle, and show at once: no rebuild between the publication and the pages.
const tag = () => randomBytes(3).toString('hex');

/** Whether the page scrolls sideways: its content wider than the viewport. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { locale, prefix } of LANGUAGES) {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key as never);
  const subjectOf = (issue: ReturnType<typeof SAMPLE_ISSUE>) => (locale === 'de' ? issue.subjectDe! : issue.subjectEn!);

  test.describe(`newsletter archive (${locale})`, () => {
    test('a published issue shows in the archive, on its own page, in the feed and in the sitemap', async ({ page, baseURL }) => {
      const text = SAMPLE_ISSUE(tag());
      const subject = subjectOf(text);
      const archive = localizePath(NEWSLETTER_PATHS.archive, locale);
      await page.goto(archive);
      await expect(page.getByRole('link', { name: subject })).toHaveCount(0);

      const { slug } = await publishTestIssue(baseURL!, text);
      const issuePath = localizePath(newsletterIssuePath(slug), locale);
      await page.goto(archive);
      await expect(page.getByRole('heading', { level: 1, name: t('newsletterArchive.title') })).toBeVisible();
      await expect(
        page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${localizePath(NEWSLETTER_PATHS.feed, locale)}"]`),
      ).toHaveCount(1);
      const entry = page.getByRole('article').filter({ has: page.getByRole('link', { name: subject }) });
      await expect(entry).toContainText(locale === 'de' ? 'Das Jahr geht zu Ende' : 'The year is ending');
      // The excerpt is plain text: no Markdown marks.
      await expect(entry).not.toContainText('**');
      await entry.getByRole('link', { name: subject }).click();

      await expect(page).toHaveURL(new RegExp(`${issuePath}$`));
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      // The body's heading sits below the subject; its list, link and table are there, the table in its own scroll region.
      await expect(
        page.getByRole('heading', { level: 2, name: locale === 'de' ? 'Was jetzt zu tun ist' : 'What to do now' }),
      ).toBeVisible();
      await expect(page.locator('.prose-site strong')).toHaveText(locale === 'de' ? 'drei Dinge' : 'three things');
      await expect(page.locator('.prose-site li')).toHaveCount(3);
      await expect(page.getByRole('region').locator('table')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${issuePath}$`));
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/og/${locale}/newsletter/${slug}\\.png$`),
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((data) => JSON.parse(data) as { '@type': string; headline?: string })).toContainEqual(
        expect.objectContaining({ '@type': 'BlogPosting', headline: subject }),
      );
      expect(await audit(page)).toEqual([]);

      const image = await page.request.get(`/og/${locale}/newsletter/${slug}.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');

      const feed = await (await page.request.get(localizePath(NEWSLETTER_PATHS.feed, locale))).text();
      expect(feed).toContain(`<title>${subject}</title>`);
      expect(feed).toMatch(new RegExp(`<link>[^<]*${issuePath}</link>`));

      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
      const ours = entries.filter((url) => url.includes(`/newsletter/${slug}<`));
      expect(ours).toHaveLength(2);
      for (const url of ours) for (const hreflang of ['de', 'en', 'x-default']) expect(url).toContain(`hreflang="${hreflang}"`);
      expect(entries.filter((url) => /\/newsletter<\/loc>/.test(url))).toHaveLength(2);
    });

    // Decision 0046: the issue's page breaks the long words its mail breaks (tests/integration/mail-layout.test.ts).
    test('the archive passes axe and reads at 320 px without sideways scrolling, as does an issue with long words', async ({
      page,
      baseURL,
    }) => {
      const { slug } = await publishTestIssue(baseURL!, withLongWords(SAMPLE_ISSUE(tag())));
      await page.setViewportSize({ width: 320, height: 720 });
      for (const path of [NEWSLETTER_PATHS.archive, newsletterIssuePath(slug)]) {
        await page.goto(localizePath(path, locale));
        expect(await scrollsSideways(page), path).toBe(false);
        expect(await audit(page), path).toEqual([]);
      }
      await expect(page.getByRole('heading', { name: LONG_COMPOUND })).toBeVisible();
      await expect(page.getByRole('link', { name: LONG_LINK })).toBeVisible();
    });
  });

  // Decision 0043: a campaign's ## and ### are the page's second and third heading levels, in order below the subject.
  test(`an issue's headings follow its subject in order, and its quote stands apart (${locale})`, async ({ page, baseURL }) => {
    const id = tag();
    const body = ['Einleitung', '', '## Abschnitt', '', 'Text', '', '### Unterabschnitt', '', '> Ein Zitat', '', 'Schluss'].join('\n');
    const { slug } = await publishTestIssue(baseURL!, { subjectDe: `Ordnung ${id}`, bodyDe: body, subjectEn: `Order ${id}`, bodyEn: body });
    await page.goto(localizePath(newsletterIssuePath(slug), locale));
    const levels = await page
      .getByRole('main')
      .getByRole('heading')
      .evaluateAll((headings) => headings.map((heading) => `${heading.tagName} ${heading.textContent.trim()}`));
    expect(levels.slice(0, 3)).toEqual([`H1 ${locale === 'de' ? 'Ordnung' : 'Order'} ${id}`, 'H2 Abschnitt', 'H3 Unterabschnitt']);
    // The h3 is set apart from the text around it, and the quote too.
    const weight = (selector: string) =>
      page
        .locator(`.prose-site ${selector}`)
        .first()
        .evaluate((node) => getComputedStyle(node).fontWeight);
    expect(Number(await weight('h3'))).toBeGreaterThan(Number(await weight('p')));
    const quote = page.locator('.prose-site blockquote');
    await expect(quote).toHaveText('Ein Zitat');
    expect(await quote.evaluate((node) => parseFloat(getComputedStyle(node).borderLeftWidth))).toBeGreaterThan(0);
    expect(await audit(page, { alsoRules: ['heading-order'] })).toEqual([]);
  });

  test(`an issue written in German only has no English page (${locale})`, async ({ page, baseURL }) => {
    const text = SAMPLE_ISSUE(tag());
    const { id, slug } = await publishTestIssue(baseURL!, { subjectDe: text.subjectDe, bodyDe: text.bodyDe, audience: 'de' });
    const german = await page.goto(localizePath(newsletterIssuePath(slug), 'de'));
    expect(german?.status()).toBe(200);
    // No hreflang alternates: there is no other language to point to.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    expect((await page.request.get(localizePath(newsletterIssuePath(slug), 'en'))).status()).toBe(404);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const ours = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).filter((url) => url.includes(`/${slug}<`));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toContain('hreflang');
    await page.goto(`${prefix}${NEWSLETTER_PATHS.archive}`);
    await expect(page.getByRole('link', { name: text.subjectDe! })).toHaveCount(locale === 'de' ? 1 : 0);

    // Unpublished: gone from the archive, its page and the feed; published again, at the same address.
    await unpublishTestIssue(baseURL!, id);
    expect((await page.request.get(localizePath(newsletterIssuePath(slug), 'de'))).status()).toBe(404);
    expect(await (await page.request.get(NEWSLETTER_PATHS.feed)).text()).not.toContain(slug);
  });
}

test('the newsletter links keep their pages next to the issues', async ({ page }) => {
  for (const { locale } of LANGUAGES) {
    // The unsubscribe page itself, not an issue's 404: it says the unknown link no longer works (decision 0039).
    const response = await page.goto(localizePath(`${NEWSLETTER_PATHS.unsubscribe}?token=abc`, locale));
    expect(response?.status()).toBe(400);
    await expect(page.getByText(translate(locale, 'newsletter.unsubscribe.invalid'))).toBeVisible();
    expect((await page.request.get(localizePath(`${NEWSLETTER_PATHS.confirm}?token=nope`, locale))).status()).toBe(400);
    expect((await page.request.get(localizePath(NEWSLETTER_PATHS.subscribe, locale), { maxRedirects: 0 })).status()).toBe(303);
    expect((await page.request.get(localizePath('/newsletter/no-such-issue', locale))).status()).toBe(404);
  }
});

test('the footer links to the archive in both languages', async ({ page }) => {
  for (const { locale, home } of LANGUAGES) {
    await page.goto(home);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: translate(locale, 'newsletterArchive.nav') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(NEWSLETTER_PATHS.archive, locale)}$`));
  }
});
