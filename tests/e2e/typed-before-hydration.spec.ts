import type { Locator } from '@playwright/test';
import { translator } from '#i18n/translate.ts';
import { createDrafts } from '#lib/linkedin/drafts.ts';
import { DRAFT_STYLES, HASHTAG_COUNTS } from '#lib/linkedin/options.ts';
import { FORM_ANSWER_PATHS, PAGE_PATHS } from '#lib/routes.ts';
import { localizePath } from '#i18n/paths.ts';
import { contactFields } from './contact-fields.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { openWithoutScripts } from './held-scripts.ts';

/** A form that hydrated re-renders with `novalidate` (its own checks replace the browser's). */
const hydrated = (form: Locator) => expect(form).toHaveAttribute('novalidate');

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`what is typed before the script arrives is kept (${locale})`, () => {
    test('contact form: every field and the caret survive hydration, and it then sends as an island', async ({ page }) => {
      let sent: unknown;
      await page.route('**/api/contact', async (route) => {
        sent = route.request().postDataJSON();
        await route.fulfill({ json: { success: true, message: t('contact.success'), code: 'ok' } });
      });
      const release = await openWithoutScripts(page, `${prefix}/contact`);
      const fields = contactFields(page, locale);
      const form = page.locator('#formular form');
      await fields.name.fill('Anna Muster');
      await fields.email.fill('anna@example.ch');
      await fields.company.fill('Muster AG');
      await fields.message.pressSequentially('Wir möchten die Belege');
      await expect(form).not.toHaveAttribute('novalidate');
      release();

      await hydrated(form);
      await expect(fields.name).toHaveValue('Anna Muster');
      await expect(fields.email).toHaveValue('anna@example.ch');
      await expect(fields.company).toHaveValue('Muster AG');
      await expect(fields.message).toHaveValue('Wir möchten die Belege');
      await expect(fields.message).toBeFocused();
      await page.keyboard.type(' automatisieren.');
      await fields.submit.click();
      await expect(page.getByText(t('contact.success'))).toBeVisible();
      expect(sent).toMatchObject({
        name: 'Anna Muster',
        email: 'anna@example.ch',
        company: 'Muster AG',
        message: 'Wir möchten die Belege automatisieren.',
        lang: locale,
      });
      await expect(page).toHaveURL(`${prefix}/contact`);
    });

    test('newsletter forms on the home page and in the footer keep their addresses; the assistant has no field before its script', async ({
      page,
    }) => {
      const sent: unknown[] = [];
      await page.route('**/api/newsletter', async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({ json: { success: true, message: t('newsletter.success'), code: 'ok' } });
      });
      const release = await openWithoutScripts(page, home);
      const homeForm = page
        .getByRole('main')
        .locator('form')
        .filter({ has: page.locator('[name="email"]') });
      const footerForm = page.getByRole('contentinfo').locator('form');
      const email = (form: Locator) => form.getByLabel(t('footer.emailLabel'), { exact: true });
      await email(homeForm).fill('home@example.ch');
      await email(footerForm).fill('footer@example.ch');
      // The assistant's panel and its question field are made by its script; before it there is nothing to type into.
      await expect(page.getByRole('button', { name: t('chat.launcher') })).toBeHidden();
      await expect(page.getByLabel(t('chat.inputLabel'))).toHaveCount(0);
      release();

      await hydrated(footerForm);
      await expect(email(footerForm)).toHaveValue('footer@example.ch');
      await expect(email(footerForm)).toBeFocused();
      await email(homeForm).focus();
      await hydrated(homeForm);
      await expect(email(homeForm)).toHaveValue('home@example.ch');
      // The assistant's launcher is the last thing the scripts add: once it is there, the page has settled and a
      // click lands where the button was seen (under load, CI once clicked while the page still moved).
      await expect(page.getByRole('button', { name: t('chat.launcher') })).toBeVisible();
      for (const form of [homeForm, footerForm]) {
        await form.getByRole('button', { name: t('footer.subscribe'), exact: true }).click();
        await expect(form.getByRole('status')).toHaveText(t('newsletter.success'));
      }
      expect(sent).toEqual([
        { email: 'home@example.ch', lang: locale, website: '' },
        { email: 'footer@example.ch', lang: locale, website: '' },
      ]);
    });

    test('waiting-list wizard: before its script it is a link to the plain form, and the visitor on it stays on the button that replaces it', async ({
      page,
    }) => {
      // No #beta in the address: arriving at an anchor, the browser clears the focus once the page has parsed.
      const release = await openWithoutScripts(page, home);
      const wizard = page.locator('#beta astro-island');
      const join = wizard.getByRole('link', { name: t('waitlist.join') });
      await expect(join).toHaveAttribute('href', localizePath(FORM_ANSWER_PATHS.waitlist, locale));
      await expect(wizard.getByRole('textbox')).toHaveCount(0);
      await join.focus();
      release();

      const button = wizard.getByRole('button', { name: t('waitlist.join'), exact: true });
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(wizard.getByRole('heading', { name: t('waitlist.contact.title') })).toBeFocused();
    });

    test('waiting-list wizard: a visitor who reaches the link after the island hydrated, before the button replaces it, is on the button', async ({
      page,
    }) => {
      const release = await openWithoutScripts(page, home);
      const link = page.locator('#beta astro-island').getByRole('link', { name: t('waitlist.join') });
      await link.waitFor();
      // The link is focused in the first task after React has hydrated it (its fiber is attached), while the
      // effect that swaps in the button is still to run: a Tab arriving at that moment.
      await link.evaluate((element) => {
        const tasks = new MessageChannel();
        tasks.port1.onmessage = () => {
          if (Object.keys(element).some((key) => key.startsWith('__reactFiber'))) element.focus();
          else tasks.port2.postMessage(null);
        };
        tasks.port2.postMessage(null);
      });
      await page.locator('#beta').scrollIntoViewIfNeeded();
      release();

      const button = page.locator('#beta astro-island').getByRole('button', { name: t('waitlist.join'), exact: true });
      await expect(button).toBeVisible();
      await expect(button).toBeFocused();
    });

    test('blog search: the search and the category survive hydration and filter at once', async ({ page }) => {
      const release = await openWithoutScripts(page, `${prefix}/blog`);
      const search = page.getByRole('searchbox', { name: t('blog.searchLabel') });
      const category = page.getByRole('combobox', { name: t('blog.categoryLabel') });
      await category.selectOption('KMU');
      await search.fill('QR');
      release();

      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(1);
      await expect(search).toHaveValue('QR');
      await expect(category).toHaveValue('KMU');
      await expect(search).toBeFocused();
      await page.getByRole('button', { name: t('blog.reset') }).click();
      await expect(cards).toHaveCount(5);
    });

    test('LinkedIn generator: text, choices and the caret survive hydration, and the drafts use them', async ({ page }) => {
      const release = await openWithoutScripts(page, localizePath(PAGE_PATHS.linkedinPostGenerator, locale));
      const generate = page.getByRole('button', { name: t('linkedin.generate') });
      const other = locale === 'de' ? 'en' : 'de';
      const input = {
        topic: 'KI',
        points: ['Belege automatisch erfassen', 'Schneller abschliessen'],
        audience: 'founders',
        tone: 'personal',
        language: other,
        length: 'short',
        hashtags: 'many',
        ownHashtags: '#Treuhand',
      } as const;
      const topic = page.getByRole('textbox', { name: t('linkedin.topic') });
      const points = page.getByRole('textbox', { name: t('linkedin.points') });
      const ownHashtags = page.getByRole('textbox', { name: t('linkedin.ownHashtags') });
      await expect(generate).toBeDisabled();
      await points.fill(input.points.join('\n'));
      await page.getByRole('combobox', { name: t('linkedin.audience') }).selectOption(input.audience);
      await page.getByRole('radio', { name: t(`linkedin.tone.${input.tone}`) }).check();
      await page.getByRole('radio', { name: t(`lang.${input.language}`) }).check();
      await page.getByRole('radio', { name: t(`linkedin.length.${input.length}`) }).check();
      await page.getByRole('radio', { name: t(`linkedin.hashtags.${input.hashtags}`, { n: HASHTAG_COUNTS[input.hashtags] }) }).check();
      await ownHashtags.fill(input.ownHashtags);
      await topic.fill(input.topic);
      release();

      await expect(generate).toBeEnabled();
      await expect(topic).toHaveValue(input.topic);
      await expect(topic).toBeFocused();
      await expect(points).toHaveValue(input.points.join('\n'));
      await expect(ownHashtags).toHaveValue(input.ownHashtags);
      await expect(page.getByRole('combobox', { name: t('linkedin.audience') })).toHaveValue(input.audience);
      await expect(page.getByRole('radio', { name: t(`lang.${input.language}`) })).toBeChecked();
      await generate.click();
      const [first] = createDrafts({ ...input });
      const draftName = t('linkedin.draftTitle', { n: 1, style: t(`linkedin.style.${DRAFT_STYLES[0]}`) });
      await expect(page.getByRole('region', { name: draftName }).getByRole('textbox')).toHaveValue(first!.text);
    });
  });
}
