import type { Locator, Page } from '@playwright/test';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { tabTo } from './keyboard.ts';
import { expect, mailText, type MailSite } from './mail-fixtures.ts';

/** Reaches a control with Tab and presses Enter on it. */
export async function press(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Types into a field reached with Tab, replacing what it held. The text goes in as one input (as a paste or an input
 * method gives it), not key by key: what is tested is reaching and leaving the field, and each key was a round trip.
 */
export async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeVisible();
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

/** The path and query of a link in a mail, on the test's own server (mails name the configured site). */
export const onSite = (mailSite: MailSite, link: string) => `${mailSite.server.origin}${new URL(link).pathname}${new URL(link).search}`;

/**
 * A confirmed newsletter subscriber, signed up in `lang` (German unless given) and confirmed through the site
 * as a visitor would (the link in the mail, then the button on its page).
 */
export async function confirmedSubscriber(mailSite: MailSite, email: string, lang?: Locale): Promise<void> {
  const signUp = await fetch(`${mailSite.server.origin}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ...(lang && { lang }) }),
  });
  expect(signUp.status).toBe(200);
  const mail = await mailSite.mailMatching((candidate) => candidate.to.includes(email));
  const link = new URL(onSite(mailSite, /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[\w-]+/.exec(mailText(mail))![0]));
  // The link's page asks; its button's POST confirms (decision 0039).
  expect((await fetch(link)).status).toBe(200);
  const confirmed = await fetch(`${link.origin}${link.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: link.origin },
    body: new URLSearchParams({ token: link.searchParams.get('token')! }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
}

let counter = 0;
const unique = (tag: string) => `${tag} ${Date.now()}-${counter++}`;
const CAMPAIGN_PAGE = /\/admin\/campaigns\/[\da-f-]{36}\?notice=campaign_created$/;

/** The campaign pages of the console in one language: what a test finds on them, and writing a campaign. */
export function campaignSteps(locale: Locale) {
  const t = translator(locale);
  const notice = (page: Page) => page.getByRole('status');
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const version = (page: Page, language: Locale) => page.getByRole('group', { name: t(`console.campaigns.version.${language}`) });
  const subjectField = (page: Page, language: Locale) => version(page, language).getByLabel(t('console.campaigns.subjectField'));
  const bodyField = (page: Page, language: Locale) => version(page, language).getByLabel(t('console.campaigns.bodyField'));
  /** A fact of the campaign's page: the value beside its term. */
  const fact = (page: Page, term: string) =>
    page
      .locator('div.contents')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition');
  const status = (page: Page) => fact(page, t('console.campaigns.status'));

  /** Writes a campaign in both languages on the new campaign's page and lands on its own; its subjects. */
  async function writeCampaign(page: Page, tag: string) {
    const id = unique(tag);
    const subject = { de: `Neuigkeiten ${id}`, en: `News ${id}` };
    await page.goto(localizePath(CONSOLE_PATHS.campaigns, locale));
    await press(page, page.getByRole('link', { name: t('console.campaigns.new') }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.campaigns.new'));
    await typeInto(page, subjectField(page, 'de'), subject.de);
    await typeInto(page, bodyField(page, 'de'), '# Hallo\n\nDies ist **neu**.');
    await typeInto(page, subjectField(page, 'en'), subject.en);
    await typeInto(page, bodyField(page, 'en'), '# Hello\n\nThis is **new**.');
    await press(page, button(page, t('console.campaigns.create')));
    await expect(page).toHaveURL(CAMPAIGN_PAGE);
    await expect(notice(page)).toHaveText(t('console.campaigns.notice.created'));
    return subject;
  }

  return { t, notice, button, version, subjectField, bodyField, fact, status, writeCampaign };
}
