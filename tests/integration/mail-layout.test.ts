import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#i18n/config.ts';
import type { MailKind } from '#lib/mail-kinds.ts';
import { PHONE_WIDTH } from '#lib/phone-width.ts';
import { renderCampaignMail, renderCampaignTemplate, inertUnsubscribeLinks } from '#server/campaigns/campaign-mail.ts';
import { operatorMail, reminderMail, visitorMail } from '#server/booking/booking-mails.ts';
import type { Booking } from '#server/booking/bookings.repo.ts';
import { attendeeMail, type AttendeeNotice } from '#server/events/event-mails.ts';
import type { EventRow, Registration } from '#server/events/registrations.repo.ts';
import { accountNoticeMail } from '#server/console/access/account-notice-mail.ts';
import { contactNotification } from '#server/contact/contact-notification.ts';
import { digestMail } from '#server/digest/digest-mail.ts';
import { statisticsSummaryMail } from '#server/digest/statistics-summary-mail.ts';
import { attendeeMessageMail } from '#server/events/attendee-message.ts';
import { OPERATOR_LOCALE } from '#server/mail/operator-mail.ts';
import { interestAnnouncementMail, interestConfirmationMail } from '#server/events/interest-mails.ts';
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

const OPERATOR_ONLY = new Set<keyof typeof SAMPLES>([
  'waitlist_notification',
  'operator_digest',
  'statistics_summary',
  'booking_notification',
]);

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

/** A booking whose visitor wrote the long words, made in the language the mail is read in. */
const booking = (locale: Locale): Booking => ({
  id: '6f1c2b7e-3d4a-4b5c-9e8f-0a1b2c3d4e5f',
  startsAt: new Date('2026-12-03T13:30:00Z'),
  endsAt: new Date('2026-12-03T13:45:00Z'),
  status: 'confirmed',
  name: 'Anna Muster',
  email: `anna@${LONG_COMPOUND.toLowerCase()}.ch`,
  company: LONG_COMPOUND,
  topic: 'erp-automation',
  question: `${LONG_WORDS_MARKDOWN}\nDanke.`,
  consentAt: new Date('2026-11-27T10:00:00Z'),
  consentLanguage: locale,
  consentSourcePage: '/booking',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
  tokenHash: 'hash',
  sequence: 0,
  cancelledAt: null,
  createdAt: new Date('2026-11-27T10:00:00Z'),
});

const event: EventRow = {
  id: '5f0c1f3e-7a53-4c55-9b77-0c6f1d2e3a4b',
  slug: 'belegautomatisierung-in-der-praxis',
  format: 'live-receipts',
  titleDe: `Belegautomatisierung in der Praxis: ${LONG_COMPOUND}`,
  titleEn: `Receipt automation in practice: ${LONG_COMPOUND}`,
  summaryDe: 'Eine Stunde live',
  summaryEn: 'One hour live',
  descriptionDe: LONG_WORDS_MARKDOWN,
  descriptionEn: LONG_WORDS_MARKDOWN,
  startsAt: new Date('2026-12-09T13:00:00Z'),
  endsAt: new Date('2026-12-09T14:00:00Z'),
  mode: 'hybrid',
  address: `Musterstrasse 1, 8000 Zürich, ${LONG_COMPOUND}`,
  roomUrl: LONG_LINK,
  capacity: 40,
  seatsTaken: 12,
  registrationClosesAt: new Date('2026-12-09T12:00:00Z'),
  priceChf: 120,
  questionDe: null,
  questionEn: null,
  status: 'scheduled',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  sequence: 1,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
};
const registration = (locale: Locale): Registration => ({
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  eventId: event.id,
  status: 'offered',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  company: null,
  answer: null,
  consentAt: new Date('2026-11-27T10:00:00Z'),
  consentLanguage: locale,
  consentSourcePage: '/events/belegautomatisierung-in-der-praxis',
  privacyVersion: '2026-11',
  clientHash: 'hash',
  tokenHash: 'hash',
  joinTokenHash: 'join-hash',
  waitingSince: new Date('2026-11-27T10:00:00Z'),
  offerExpiresAt: new Date('2026-11-28T10:00:00Z'),
  attendance: null,
  cancelledAt: null,
  createdAt: new Date('2026-11-27T10:00:00Z'),
});
const eventLinks = { manage: `${SITE}/events/registration?token=${TOKEN}`, join: `${SITE}/events/join?token=${TOKEN}` };
const attendee = (notice: AttendeeNotice) => (locale: Locale) =>
  withLongWords(attendeeMail(event, registration(locale), notice, eventLinks));

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
      digestMail(
        new Date('2026-11-22T12:00:00Z'),
        { contacts: 2, newsletter: 1, waitlist: 3, bookings: 1, failedMails: 0, securityEvents: 1 },
        SITE,
        {
          day: new Date('2026-11-23T00:00:00Z'),
          bookings: [{ startsAt: new Date('2026-11-23T13:00:00Z'), name: 'Anna Muster', company: 'Example AG', topic: 'other' }],
        },
      ),
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
  booking_confirmation: (locale) => withLongWords(visitorMail(booking(locale), 'booked', TOKEN, SITE)),
  booking_notification: () => withLongWords(operatorMail(booking(OPERATOR_LOCALE), 'booked', SITE)),
  booking_reminder: (locale) => fixedTexts(reminderMail(booking(locale), TOKEN, SITE)),
  booking_cancelled: (locale) => fixedTexts(visitorMail(booking(locale), 'cancelledByFirm', TOKEN, SITE)),
  event_confirmation: attendee('registered'),
  event_waiting: attendee('waiting'),
  event_offer: attendee('offered'),
  event_reminder: attendee({ reminderHours: 24 }),
  event_changed: attendee('changed'),
  event_cancelled: attendee('cancelledByFirm'),
  event_message: async (locale) => ({
    html: (await attendeeMessageMail({ subject: LONG_COMPOUND, body: LONG_WORDS_MARKDOWN }, locale))('anna@example.ch').html,
    longWords: true,
  }),
  event_interest_confirmation: (locale) =>
    fixedTexts(
      interestConfirmationMail(locale, 'leserin@example.ch', 'workshop-large-group', {
        confirm: `${SITE}/events/interest?token=${TOKEN}`,
        leave: `${SITE}/events/interest?leave=6f1c2b7e-3d4a-4b5c-9e8f-0a1b2c3d4e5f.${TOKEN}`,
      }),
    ),
  // The event's title and summary are the operator's: the long words stand in them.
  event_interest_announcement: (locale) =>
    withLongWords(
      interestAnnouncementMail(
        locale,
        'leserin@example.ch',
        {
          format: 'live-data-protection',
          title: `${LONG_COMPOUND} live`,
          summary: `${LONG_COMPOUND}: ${LONG_LINK}`,
          startsAt: new Date('2026-12-03T13:30:00Z'),
          page: `${SITE}/events/${LONG_COMPOUND.toLowerCase()}`,
        },
        `${SITE}/events/interest?leave=6f1c2b7e-3d4a-4b5c-9e8f-0a1b2c3d4e5f.${TOKEN}`,
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
