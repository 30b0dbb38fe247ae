import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#i18n/config.ts';
import type { MailKind } from '#lib/mail-kinds.ts';
import { PHONE_WIDTH } from '#lib/phone-width.ts';
import { renderCampaignMail, renderCampaignTemplate, inertUnsubscribeLinks } from '#server/campaigns/campaign-mail.ts';
import { accountNoticeMail } from '#server/console/access/account-notice-mail.ts';
import { contactNotification } from '#server/contact/contact-notification.ts';
import { digestMail } from '#server/digest/digest-mail.ts';
import { statisticsSummaryMail } from '#server/digest/statistics-summary-mail.ts';
import { OPERATOR_LOCALE } from '#server/mail/operator-mail.ts';
import { confirmationMail } from '#server/newsletter/confirmation-mail.ts';
import { applicantMail } from '#server/waitlist/applicant-mails.ts';
import { waitlistNotification } from '#server/waitlist/waitlist-notification.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium.ts';
import { LONG_COMPOUND, LONG_LINK, LONG_WORDS_MARKDOWN } from '../setup/long-words.ts';

// Decision 0046: every mail the site sends, in both languages, read on a phone (375 px wide), with a long German
// compound and a long written-out link wherever a mail carries text of a visitor or an operator.
const PHONE = { width: PHONE_WIDTH, height: 740 };
const SITE = 'https://www.example.ch';
const TOKEN = 'q7Hk2mVx9LpRt4Wz8NcB3FsJ6YdG1eUa5iOo0bXyTnKlMjShCvEwQrPgZfDuIA';

const OPERATOR_ONLY = new Set<keyof typeof SAMPLES>(['waitlist_notification', 'operator_digest', 'statistics_summary']);

/** A mail's HTML, and whether it carries the long words (a mail of fixed texts has none to carry). */
type Sample = (locale: Locale) => Promise<{ html: string; longWords: boolean }>;

const campaign = {
  subjectDe: `Neu: ${LONG_COMPOUND}`,
  bodyDe: `## ${LONG_COMPOUND}\n\n${LONG_WORDS_MARKDOWN}\n\n| Paket | Preis |\n| --- | --- |\n| ${LONG_COMPOUND} | CHF 2'390 |`,
  subjectEn: `New: ${LONG_COMPOUND}`,
  bodyEn: `## ${LONG_COMPOUND}\n\nThe ${LONG_COMPOUND} is ready: ${LONG_LINK}`,
};
const entry = (locale: Locale) => ({
  email: `leserin@${LONG_COMPOUND.toLowerCase()}.ch`,
  company: LONG_COMPOUND,
  tier: 'early_access',
  language: locale,
});
/** A week's statistics whose keys are as long as requests can make them: a page and a referrer named with the long words. */
const table = (keys: string[]) => {
  const rows = keys.map((key, index) => ({ key, count: 100 - index * 10, share: (100 - index * 10) / 1000 }));
  return { rows, total: 1000, keys: keys.length };
};
const week = {
  range: { from: '2026-11-16', to: '2026-11-22' },
  previous: { from: '2026-11-09', to: '2026-11-15' },
  filters: {},
  totals: {
    visitors: { value: 1234, previous: 987 },
    views: { value: 45678, previous: 45678 },
    conversions: { value: 12, previous: 15 },
  },
  days: [],
  tables: {
    pages: table([`/de/blog/${LONG_COMPOUND}`, '/', '/en/services', '/de/kontakt', '/de/preise']),
    entries: table([]),
    channels: table(['search', 'direct', 'social', 'email', 'ai']),
    referrers: table([LONG_LINK.replace(/^https?:\/\//, ''), 'Google', 'LinkedIn', '', '?']),
    campaigns: table([]),
    devices: table([]),
    browsers: table([]),
    languages: table([]),
    conversions: table(['contact_message', 'waitlist_entry:founders_beta', 'booking_click']),
  },
  folded: 40,
};

const withLongWords = async (mail: Promise<{ html: string }>) => ({ html: (await mail).html, longWords: true });
const fixedTexts = async (mail: Promise<{ html: string }>) => ({ html: (await mail).html, longWords: false });

/** Every kind of mail the outbox holds (a new kind without a sample does not compile), and the campaign itself. */
const SAMPLES: Record<MailKind | 'campaign', Sample> = {
  contact_notification: (locale) =>
    withLongWords(
      contactNotification(
        { name: 'Anna Muster', email: 'anna@example.ch', company: LONG_COMPOUND, message: `${LONG_WORDS_MARKDOWN}\nDanke.` },
        locale,
        '0b5a3c1e-8a4f-4f4e-9c1d-2a6b7c8d9e0f',
        SITE,
      ),
    ),
  waitlist_notification: () => withLongWords(waitlistNotification({ ...entry('de'), motivation: LONG_WORDS_MARKDOWN }, SITE)),
  waitlist_accepted: (locale) => fixedTexts(applicantMail(entry(locale), 'accept')),
  waitlist_declined: (locale) => fixedTexts(applicantMail(entry(locale), 'decline')),
  newsletter_confirmation: (locale) =>
    fixedTexts(
      confirmationMail(locale, 'leserin@example.ch', {
        confirm: `${SITE}/newsletter/confirm?token=${TOKEN}`,
        unsubscribe: `${SITE}/newsletter/unsubscribe?token=${TOKEN}`,
        oneClick: `${SITE}/api/newsletter/unsubscribe?token=${TOKEN}`,
      }),
    ),
  operator_digest: () =>
    fixedTexts(
      digestMail(new Date('2026-11-22T12:00:00Z'), { contacts: 2, newsletter: 1, waitlist: 3, failedMails: 0, securityEvents: 1 }, SITE),
    ),
  statistics_summary: () => withLongWords(statisticsSummaryMail(week, SITE)),
  newsletter_test: async (locale) => {
    const template = await renderCampaignTemplate(campaign, locale, { testRecipient: `betrieb@${LONG_COMPOUND.toLowerCase()}.ch` });
    return { html: template(inertUnsubscribeLinks(locale)).html, longWords: true };
  },
  account_notice: (locale) =>
    fixedTexts(
      accountNoticeMail(
        'passkey_added',
        { email: 'operator@example.ch', locale, client: { network: '2001:db8:85a3::/48', browser: 'Firefox 140 on Linux' }, siteUrl: SITE },
        new Date('2026-11-22T12:00:00Z'),
      ),
    ),
  campaign: (locale) => {
    const links = inertUnsubscribeLinks(locale);
    return withLongWords(
      renderCampaignMail({ campaign, locale, unsubscribeUrl: `${links.page}?token=${TOKEN}`, oneClickUrl: links.oneClick }),
    );
  },
};

/** What stands beyond the viewport's right edge: the document's width, and the first few elements that reach past it. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const beyond = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, beyond: beyond.slice(0, 3) };
  });

/**
 * Each text that stands on no background the mail sets itself below <body> (which many mail programs drop), or
 * whose colour has less than 4.5:1 against it: what a program's dark mode would turn unreadable.
 */
const unsafeColours = (page: Page) =>
  page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const transparent = (colour: string) => channels(colour)[3] === 0;
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || element.getBoundingClientRect().width === 0) continue;
      let holder: Element | null = element;
      while (holder && holder !== document.body && transparent(getComputedStyle(holder).backgroundColor)) holder = holder.parentElement;
      const name = `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`;
      if (!holder || holder === document.body) {
        problems.push(`${name} on no background of its own`);
        continue;
      }
      const [light, dark] = [luminance(getComputedStyle(element).color), luminance(getComputedStyle(holder).backgroundColor)].sort(
        (a, b) => b - a,
      );
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) problems.push(`${name} at ${ratio.toFixed(1)}:1`);
    }
    return problems;
  });

describe('every mail on a phone', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: PHONE });
  });
  afterAll(() => browser?.close());

  // The operator's notices are written in the operator's language only.
  const languagesOf = (kind: keyof typeof SAMPLES): readonly Locale[] => (OPERATOR_ONLY.has(kind) ? [OPERATOR_LOCALE] : LOCALES);
  const cases = (Object.keys(SAMPLES) as (keyof typeof SAMPLES)[]).flatMap((kind) =>
    languagesOf(kind).map((locale) => [kind, locale] as const),
  );

  it.each(cases)(
    `%s (%s) is no wider than ${PHONE_WIDTH} px, its long words broken, every text on a background of its own`,
    async (kind, locale) => {
      const mail = await SAMPLES[kind](locale);
      await page.setContent(mail.html);
      if (mail.longWords) {
        const text = await page.locator('body').innerText();
        expect(text.replace(/\s/g, '')).toContain(LONG_COMPOUND);
      }
      expect(await overflowOf(page)).toEqual({ scrollWidth: PHONE.width, beyond: [] });
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      expect(await unsafeColours(page)).toEqual([]);
    },
  );
});
