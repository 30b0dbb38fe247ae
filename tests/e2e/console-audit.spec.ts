import type { Locator, Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES } from './fixtures.ts';
import { test } from './passkeys.ts';

// The audit log reads later: who did what to whom in words, filtered by operator and action
// with the keyboard alone; an erased person is named by their reference only.

/** Presses Tab until the element has focus, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element cannot be reached with the Tab key');
}

/** Chooses an option of a select from the keyboard: focus by Tab, then type the start of its label. */
async function chooseWithKeyboard(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** A text of the dictionary as a pattern: `marker`, the stand-in value it was made with, matches the pattern `value`. */
const textPattern = (text: string, marker: string, value: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(marker, value));

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);

  test(`the audit log says who accepted whose entry, filters by action and operator from the keyboard, and forgets an erased name (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const operator = `auditor-${locale}@example.ch`;
    await context.addCookies([await operatorSessionCookie(baseURL!, operator)]);
    const applicant = `audited-${locale}-${Date.now()}@example.ch`;
    const company = `Prüfwerk ${locale.toUpperCase()} AG`;
    const joined = await page.request.post('/api/waitlist', {
      data: { email: applicant, company, tier: 'early_access', motivation: null, consent: true, lang: locale },
    });
    expect(joined.status()).toBe(200);

    await page.goto(`${at(CONSOLE_PATHS.waitlist)}?status=pending&tier=early_access`);
    const accept = page.getByRole('button', { name: `${t('console.waitlist.accept')} ${applicant}`, exact: true });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(t('console.waitlist.notice.accepted'));

    const accepted = t('console.audit.what.accept', {
      entry: t('console.audit.entryOf', { subject: company, tier: t('waitlist.offer.early') }),
    });
    await page.goto(at(CONSOLE_PATHS.audit));
    await expect(page.getByRole('heading', { level: 1, name: t('console.audit.title') })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: accepted })).toContainText(operator);
    expect(await audit(page)).toEqual([]);

    // By action: only declines, then only acceptances, each chosen and sent with the keyboard.
    const action = page.getByLabel(t('console.audit.action'), { exact: true });
    const submit = page.getByRole('button', { name: t('console.common.filter') });
    await chooseWithKeyboard(page, action, t('console.audit.action.decline'));
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]action=decline(&|$)/);
    await expect(page.getByText(accepted)).toHaveCount(0);

    await chooseWithKeyboard(page, action, t('console.audit.action.accept'));
    await chooseWithKeyboard(page, page.getByLabel(t('console.audit.operator'), { exact: true }), operator);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]action=accept(&|$)/);
    // The operator is in the address by a reference, never by their address.
    expect(page.url()).toMatch(/[?&]operator=[0-9a-f]{12}(&|$)/);
    expect(decodeURIComponent(page.url())).not.toContain('@');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the one acceptance
    await expect(rows.nth(1)).toContainText(accepted);
    await expect(action.locator('option:checked')).toHaveText(t('console.audit.action.accept'));
    expect(await audit(page)).toEqual([]);

    // Erased, the applicant is named by reference only, the entry kept.
    await page.goto(at(CONSOLE_PATHS.people));
    await page.getByLabel(t('console.people.emailLabel')).fill(applicant);
    await page.getByRole('button', { name: t('console.common.search') }).click();
    await page.getByRole('button', { name: t('console.people.erase') }).click();
    await page.getByRole('button', { name: t('console.people.confirmErase') }).click();
    await expect(page.getByRole('status')).toHaveText(textPattern(t('console.people.notice.erased', { count: 999 }), '999', '\\d+'));
    await page.goto(`${at(CONSOLE_PATHS.audit)}?action=accept`);
    await expect(page.getByText(company)).toHaveCount(0);
    const erased = t('console.audit.what.accept', {
      entry: t('console.audit.entryOf', { subject: t('console.audit.ofErasedPerson', { ref: 'REF' }), tier: t('waitlist.offer.early') }),
    });
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: textPattern(erased, 'REF', '[0-9a-f]{12}') })
        .filter({ hasText: operator }),
    ).toHaveCount(1);
    expect(await audit(page)).toEqual([]);
  });
}
