import { translator } from '#i18n/translate.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

const ASKED = {
  de: { question: 'Wer ist Anna Beispiel?', source: '/about', unknown: 'Wie wird das Wetter morgen in Zürich?' },
  en: { question: "who's Luca Muster?", source: '/en/about', unknown: 'Who won the football game last night?' },
} as const;

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);
  const { question, source, unknown } = ASKED[locale];

  test.describe(`site assistant (${locale})`, () => {
    test('loads its code only when opened, answers, lists the sources and a source can be followed', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${prefix}/faq`);
      const launcher = page.getByRole('button', { name: t('chat.launcher') });
      await expect(launcher).toBeVisible();
      await page.waitForLoadState('networkidle');
      const before = [...scripts];
      expect(before.some((path) => path.includes('mount-chat'))).toBe(false);

      await launcher.click();
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(scripts.filter((path) => !before.includes(path)).some((path) => path.includes('mount-chat'))).toBe(true);
      await expect(dialog.getByText(t('chat.welcome'))).toBeVisible();
      const input = dialog.getByRole('textbox', { name: t('chat.inputLabel') });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('placeholder', t('chat.placeholder'));
      await expect(input).toHaveAttribute('maxlength', '500');

      await input.fill(question);
      await dialog.getByRole('button', { name: t('chat.send') }).click();
      const log = dialog.getByRole('log');
      await expect(log).toHaveAttribute('aria-live', 'polite');
      await expect(log).toContainText(question);
      await expect(input).toHaveValue('');
      await expect(log).toHaveAttribute('aria-busy', 'false');
      const sources = log.getByRole('list', { name: t('chat.sources') });
      const link = sources.getByRole('link').first();
      await expect(link).toHaveAttribute('href', source);
      await link.click();
      await expect(page).toHaveURL(source);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('says when the site has no answer and offers the booking link and the contact page', async ({ page }) => {
      await page.goto(home);
      await page.getByRole('button', { name: t('chat.launcher') }).click();
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      await dialog.getByRole('textbox', { name: t('chat.inputLabel') }).fill(unknown);
      await dialog.getByRole('textbox', { name: t('chat.inputLabel') }).press('Enter');
      const log = dialog.getByRole('log');
      await expect(log).toContainText(t('chat.answer.decline'));
      const offer = log.getByRole('list', { name: t('chat.links') });
      // The booking is on the site (decision 0050): its page, in this tab.
      await expect(offer.getByRole('link', { name: t('service.book') })).toHaveAttribute('href', `${prefix}/booking`);
      await expect(offer.getByRole('link', { name: t('service.book') })).not.toHaveAttribute('target', '_blank');
      await expect(offer.getByRole('link', { name: t('nav.contact') })).toHaveAttribute('href', `${prefix}/contact`);
      await expect(log.getByRole('list', { name: t('chat.sources') })).toHaveCount(0);
    });

    test('works by keyboard: Tab reaches the launcher, Enter opens, focus stays inside, Escape closes and returns focus', async ({
      page,
    }) => {
      await page.goto(`${prefix}/process`);
      const launcher = page.getByRole('button', { name: t('chat.launcher') });
      await expect(launcher).toBeVisible();
      // The launcher is the page's last control: Shift+Tab from the top of the page reaches it.
      await page.keyboard.press('Shift+Tab');
      await expect(launcher).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t('chat.inputLabel') })).toBeFocused();

      const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside()).toBe(true);
      }
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside()).toBe(true);
      }
      await expect(dialog.getByRole('button', { name: t('chat.close') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t('chat.restart') })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(launcher).toBeFocused();

      // Opened again, the close button also returns focus, and the conversation is still there.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('chat.close') }).click();
      await expect(launcher).toBeFocused();
    });

    test('opens again when the button is pressed right after the panel closed', async ({ page }) => {
      await page.goto(home);
      const launcher = page.getByRole('button', { name: t('chat.launcher') });
      await launcher.click();
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      await expect(dialog).toBeVisible();
      // The press comes before the panel has even reported that it closed.
      await page.evaluate(() => {
        document.querySelector('dialog')!.close();
        document.querySelector<HTMLButtonElement>('[data-chat-launcher]')!.click();
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t('chat.inputLabel') })).toBeFocused();
    });

    test('at 320 px its title breaks between words, never inside one', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(home);
      // At the page's end nothing lies under the launcher, so it does not step aside.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: t('chat.launcher') }).click();
      const title = page.getByRole('dialog', { name: t('chat.title') }).getByRole('heading', { name: t('chat.title') });
      await expect(title).toBeVisible();
      const linesPerWord = await title.evaluate((heading) => {
        const text = heading.firstChild!;
        return [...text.textContent!.matchAll(/\S+/g)].map((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      });
      expect(
        linesPerWord.every((lines) => lines === 1),
        `lines each word of the title takes: ${linesPerWord.join(', ')}`,
      ).toBe(true);
    });

    test('has no WCAG 2.2 AA violations with the panel open and an answer shown', async ({ page }) => {
      await page.goto(home);
      await page.getByRole('button', { name: t('chat.launcher') }).click();
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      await dialog.getByRole('textbox', { name: t('chat.inputLabel') }).fill(unknown);
      await dialog.getByRole('button', { name: t('chat.send') }).click();
      await expect(dialog.getByRole('log')).toContainText(t('chat.answer.decline'));
      expect(await audit(page)).toEqual([]);
      await dialog.getByRole('textbox', { name: t('chat.inputLabel') }).fill(question);
      await dialog.getByRole('button', { name: t('chat.send') }).click();
      await expect(dialog.getByRole('log').getByRole('list', { name: t('chat.sources') })).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });

    test('shows the start of the newest answer, not its end, also when opened again (390 × 400, where an answer is taller than the log)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 400 });
      await page.goto(home);
      const launcher = page.getByRole('button', { name: t('chat.launcher') });
      await launcher.click();
      const dialog = page.getByRole('dialog', { name: t('chat.title') });
      const input = dialog.getByRole('textbox', { name: t('chat.inputLabel') });
      const log = dialog.getByRole('log');
      const sourceLists = log.getByRole('list', { name: t('chat.sources') });
      // Each question waits for its own answer: aria-busy alone may still read "false" before the request starts,
      // and a question sent while the assistant is busy stays in the field unsent.
      for (const answered of [1, 2]) {
        await input.fill(question);
        await input.press('Enter');
        await expect(sourceLists).toHaveCount(answered);
        await expect(log).toHaveAttribute('aria-busy', 'false');
      }
      // The newest answer is taller than the log: its first line is at the top of the view, not scrolled past.
      const newestStartInView = () =>
        log.evaluate((element) => {
          const newest = [...element.querySelectorAll('[data-chat-role="assistant"]')].at(-1)!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return newest.height > box.height && newest.top >= box.top - 1 && newest.top < box.top + 40;
        });
      await expect.poll(newestStartInView).toBe(true);
      await page.keyboard.press('Escape');
      await launcher.click();
      await expect.poll(newestStartInView).toBe(true);
    });

    test.describe('when the answer fails', () => {
      test.use({ allowConsoleErrors: /Failed to load resource/ });

      test('shows the error text, and the next question is answered again', async ({ page }) => {
        await page.route('**/api/chat', (route) => route.abort());
        await page.goto(home);
        await page.getByRole('button', { name: t('chat.launcher') }).click();
        const dialog = page.getByRole('dialog', { name: t('chat.title') });
        const input = dialog.getByRole('textbox', { name: t('chat.inputLabel') });
        await input.fill(question);
        await input.press('Enter');
        await expect(dialog.getByRole('log')).toContainText(t('chat.error'));
        await page.unroute('**/api/chat');
        await input.fill(question);
        await input.press('Enter');
        await expect(dialog.getByRole('log').getByRole('list', { name: t('chat.sources') })).toBeVisible();
      });
    });
  });
}
