import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { translator, type PlainKey } from '#i18n/console-translate.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// Accepting entries changes what /api/tiers reports: the tests of this file run one after the other.
test.describe.configure({ mode: 'default' });

const SECTIONS = [
  '',
  '/inbox',
  '/waitlist',
  '/newsletter',
  '/campaigns',
  '/campaigns/new',
  '/mail',
  '/people',
  '/bookings',
  '/events',
  '/events/new',
  '/statistics',
  '/security',
  '/operators',
  '/audit',
  '/account',
] as const;
const TITLES = {
  '': 'console.overview.title',
  '/inbox': 'console.inbox.title',
  '/waitlist': 'console.waitlist.title',
  '/newsletter': 'console.newsletter.title',
  '/campaigns': 'console.campaigns.title',
  '/campaigns/new': 'console.campaigns.new',
  '/mail': 'console.mail.title',
  '/people': 'console.people.title',
  '/bookings': 'console.bookings.title',
  '/events': 'console.events.title',
  '/events/new': 'console.events.new',
  '/statistics': 'console.statistics.title',
  '/security': 'console.security.title',
  '/operators': 'console.operators.title',
  '/audit': 'console.audit.title',
  '/account': 'console.account.title',
} as const;

let counter = 0;
const unique = (tag: string) => `console-${tag}-${Date.now()}-${counter++}@example.ch`;

/** What visitors leave behind, through the public API: a message, a newsletter sign-up and a waiting-list entry. */
async function visitorsArrive(request: APIRequestContext, email: string, name = 'Vera Visitor') {
  for (const [path, data] of [
    ['/api/contact', { name, email, company: 'Visit AG', message: 'Bitte rufen Sie mich zurück, danke.', lang: 'en' }],
    ['/api/newsletter', { email, consent: true, lang: 'de' }],
    ['/api/waitlist', { email, company: 'Visit AG', tier: 'early_access', motivation: 'Früh dabei sein.', consent: true }],
  ] as const) {
    expect((await request.post(path, { data })).status(), path).toBe(200);
  }
}

const earlyAccess = async (request: APIRequestContext) =>
  ((await (await request.get('/api/tiers')).json()) as TierAvailability[]).find((tier) => tier.tier === 'early_access')!;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await operatorSessionCookie(baseURL!, 'operator@example.ch')]);
});

test('without a session every console page leads to sign-in, and every export and post answers 404', async ({ browser, baseURL }) => {
  const stranger = await browser.newContext({ baseURL });
  for (const { prefix } of LANGUAGES) {
    for (const path of [...SECTIONS, '/inbox/00000000-0000-4000-8000-000000000000']) {
      const answer = await stranger.request.get(`${prefix}/admin${path}`, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location], `${prefix}/admin${path}`).toEqual([
        303,
        `${prefix}/admin/sign-in?next=${encodeURIComponent(`${prefix}/admin${path}`)}`,
      ]);
    }
    for (const path of ['/newsletter.csv', '/newsletter.json', '/statistics.csv']) {
      expect((await stranger.request.get(`${prefix}/admin${path}`)).status(), `${prefix}/admin${path}`).toBe(404);
    }
    for (const path of [
      '/waitlist',
      '/mail',
      '/people',
      '/inbox/00000000-0000-4000-8000-000000000000',
      '/newsletter',
      '/campaigns/new',
      '/campaigns/00000000-0000-4000-8000-000000000000',
    ]) {
      expect(
        (await stranger.request.post(`${prefix}/admin${path}`, { form: { intent: 'find', email: 'a@example.ch' } })).status(),
        `POST ${prefix}/admin${path}`,
      ).toBe(404);
    }
  }
  await stranger.close();
});

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);
  const admin = (path = '') => `${prefix}/admin${path}`;
  const notice = (page: Page) => page.getByRole('status');

  test.describe(`console pages (${locale})`, () => {
    test('every page shows its heading, has no axe violations and fits 390 and 320 px', async ({ page }) => {
      // Thirteen pages at three widths, audited by axe at the widest: over 30 s on a quiet two-core machine,
      // several times that on a busy one.
      test.setTimeout(300_000);
      const email = unique('pages');
      await visitorsArrive(page.request, email);
      const pages: [string, string][] = SECTIONS.map((path) => [admin(path), t(TITLES[path])]);
      // A campaign's page, with its form, its figures, its actions and its preview (decision 0035).
      const subject = `Neuigkeiten ${email}`;
      await page.goto(admin('/campaigns/new'));
      await page.getByLabel(t('console.campaigns.subjectField')).first().fill(subject);
      await page
        .getByLabel(t('console.campaigns.bodyField'))
        .first()
        .fill('# Hallo\n\nEine Zeile, die lang genug ist, um umzubrechen: https://example.ch/ein/sehr/langer/pfad/der/nicht/umbricht');
      await page.getByRole('button', { name: t('console.campaigns.create') }).click();
      await expect(page.getByRole('status')).toHaveText(t('console.campaigns.notice.created'));
      pages.push([new URL(page.url()).pathname, t('console.campaigns.campaignTitle', { subject })]);
      for (const width of [1280, 390, 320]) {
        const narrow = width < 1280;
        await page.setViewportSize({ width, height: 900 });
        for (const [address, title] of pages) {
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          if (narrow) expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(width);
          else expect(await audit(page), address).toEqual([]);
        }
        // The pages behind a list: a message, what is stored about a person and the erasure's confirmation.
        await page.goto(`${admin('/inbox')}?q=${encodeURIComponent(email)}`);
        await page.getByRole('link', { name: 'Vera Visitor' }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t('console.inbox.messageTitle', { name: 'Vera Visitor' }) }),
        ).toBeVisible();
        await page.goto(admin('/people'));
        await page.getByLabel(t('console.people.emailLabel')).fill(email);
        await page.getByRole('button', { name: t('console.common.search') }).click();
        await expect(page.getByRole('table', { name: t('console.people.caption') })).toBeVisible();
        const found = narrow ? await page.evaluate(() => document.documentElement.scrollWidth) : await audit(page);
        await page.getByRole('button', { name: t('console.people.erase') }).click();
        await expect(page.getByRole('heading', { name: t('console.people.confirmTitle', { email }) })).toBeVisible();
        if (narrow) {
          expect(found).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        } else {
          expect(found).toEqual([]);
          expect(await audit(page)).toEqual([]);
        }
      }
    });

    test('the overview counts what came in', async ({ page }) => {
      await page.goto(admin());
      const table = page.getByRole('table', { name: t('console.overview.countsCaption') });
      const row = table.getByRole('row', { name: new RegExp(t('console.overview.metric.contactMessages')) });
      const today = async () => Number((await row.getByRole('cell').first().innerText()).replace(/'/g, ''));
      const before = await today();
      await visitorsArrive(page.request, unique('overview'));
      await page.reload();
      // Other specs write to the same server meanwhile: the visitor's message is among what came in (the exact
      // counts are the overview service's tests').
      expect(await today()).toBeGreaterThanOrEqual(before + 1);
      await expect(page.getByText(t('console.overview.engine.pglite'))).toBeVisible();
    });

    test('reads a message, replies in the visitor’s language and marks it answered', async ({ page }) => {
      const email = unique('inbox');
      await visitorsArrive(page.request, email, 'Ines Inbox');
      await page.goto(admin('/inbox'));
      await page.getByLabel(t('console.inbox.searchLabel')).fill(email);
      await page.getByRole('button', { name: t('console.common.search') }).click();
      const row = page.getByRole('row', { name: /Ines Inbox/ });
      await expect(row).toContainText(t('console.inbox.state.unread'));
      await row.getByRole('link', { name: 'Ines Inbox' }).click();

      await expect(page.getByText('Bitte rufen Sie mich zurück, danke.')).toBeVisible();
      // The visitor wrote in English: the reply's subject is English, whatever the console's language.
      const reply = page.getByRole('link', { name: t('console.inbox.reply') });
      await expect(reply).toHaveAttribute(
        'href',
        `mailto:${email}?subject=${encodeURIComponent(translator('en')('console.inbox.replySubject', { company: 'Muster Finanzautomation' }))}`,
      );
      await page.getByRole('button', { name: t('console.inbox.markAnswered') }).click();
      await expect(notice(page)).toHaveText(t('console.inbox.notice.answered'));
      await expect(page.getByRole('button', { name: t('console.inbox.markUnanswered') })).toBeVisible();

      await page.getByRole('link', { name: t('console.inbox.back') }).click();
      await page.getByLabel(t('console.inbox.searchLabel')).fill('Ines Inbox');
      await page.getByRole('button', { name: t('console.common.search') }).click();
      await expect(page.getByRole('row', { name: /Ines Inbox/ }).first()).toContainText(t('console.inbox.state.answered'));
    });

    test('accepts and declines entries with the keyboard alone, and the public availability follows', async ({ page }) => {
      const accepted = unique('accept');
      const declined = unique('decline');
      await visitorsArrive(page.request, declined);
      await visitorsArrive(page.request, accepted);
      const before = await earlyAccess(page.request);

      await page.goto(`${admin('/waitlist')}?status=pending&tier=early_access`);
      await tabTo(page, page.getByRole('button', { name: `${t('console.waitlist.accept')} ${accepted}` }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.waitlist.notice.accepted'));
      expect(await earlyAccess(page.request)).toEqual({
        ...before,
        accepted_count: before.accepted_count + 1,
        available_slots: before.available_slots - 1,
      });

      await tabTo(page, page.getByRole('button', { name: `${t('console.waitlist.decline')} ${declined}` }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.waitlist.notice.declined'));
      expect(await earlyAccess(page.request)).toEqual({
        ...before,
        accepted_count: before.accepted_count + 1,
        available_slots: before.available_slots - 1,
      });

      // Both are decided: the filter of pending entries no longer offers them.
      await expect(page.getByRole('button', { name: `${t('console.waitlist.accept')} ${accepted}` })).toHaveCount(0);
      await page.goto(`${admin('/waitlist')}?status=accepted`);
      await expect(page.getByRole('row', { name: new RegExp(accepted) })).toContainText(t('console.waitlist.status.accepted'));
    });

    test('works without JavaScript', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([await operatorSessionCookie(baseURL!, 'operator@example.ch')]);
      const page = await context.newPage();
      const email = unique('no-script');
      await visitorsArrive(page.request, email);
      await page.goto(`${admin('/waitlist')}?status=pending`);
      await page.getByRole('button', { name: `${t('console.waitlist.decline')} ${email}` }).click();
      await expect(notice(page)).toHaveText(t('console.waitlist.notice.declined'));
      await expect(page).toHaveURL(new RegExp(`${admin('/waitlist')}\\?status=pending&notice=declined$`));
      await context.close();
    });

    test('changes a tier’s slots, and the public availability follows', async ({ page }) => {
      await page.goto(admin('/waitlist'));
      const before = await earlyAccess(page.request);
      const slots = page.getByLabel(t('console.waitlist.slotsFor', { tier: t('waitlist.offer.early') }));
      await expect(slots).toHaveValue(String(before.total_slots));
      await slots.fill(String(before.total_slots + 1));
      await page.getByRole('button', { name: `${t('console.waitlist.saveSlots')} ${t('waitlist.offer.early')}` }).click();
      await expect(notice(page)).toHaveText(t('console.waitlist.notice.slotsSaved'));
      expect(await earlyAccess(page.request)).toMatchObject({
        total_slots: before.total_slots + 1,
        available_slots: before.available_slots + 1,
      });
      await slots.fill(String(before.total_slots));
      await page.getByRole('button', { name: `${t('console.waitlist.saveSlots')} ${t('waitlist.offer.early')}` }).click();
      await expect(notice(page)).toHaveText(t('console.waitlist.notice.slotsSaved'));
      expect(await earlyAccess(page.request)).toMatchObject({ total_slots: before.total_slots });
    });

    test('exports the newsletter as CSV and as JSON', async ({ page }) => {
      const email = unique('export');
      await visitorsArrive(page.request, email);
      await page.goto(admin('/newsletter'));
      await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(t('console.newsletter.status.pending'));

      const csv = page.waitForEvent('download');
      await page.getByRole('link', { name: t('console.common.exportCsv') }).click();
      const csvText = readFileSync(await (await csv).path(), 'utf8');
      expect(csvText.split('\r\n')[0]).toBe('email,status,consent_at,language');
      expect(csvText).toMatch(new RegExp(`\\r\\n${email.replace(/\./g, '\\.')},pending,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,de\\r\\n`));

      const json = page.waitForEvent('download');
      await page.getByRole('link', { name: t('console.common.exportJson') }).click();
      const records = JSON.parse(readFileSync(await (await json).path(), 'utf8')) as { email: string }[];
      expect(records.filter((record) => record.email === email)).toEqual([
        { email, status: 'pending', consent_at: expect.any(String), language: 'de' },
      ]);
    });

    test('downloads the inbox and the waiting list as their pages show them, from the keyboard (decision 0033)', async ({ page }) => {
      const email = unique('download');
      await visitorsArrive(page.request, email);
      const download = async (link: string) => {
        const arrived = page.waitForEvent('download');
        await tabTo(page, page.getByRole('link', { name: link }));
        await page.keyboard.press('Enter');
        return readFileSync(await (await arrived).path(), 'utf8');
      };

      await page.goto(`${admin('/inbox')}?q=${encodeURIComponent(email)}`);
      const csv = (await download(t('console.common.exportCsv'))).split('\r\n');
      expect(csv[0]).toBe('received,name,email,company,message,language,source_page,read_at,answered_at');
      expect(csv.slice(1, -1)).toEqual([expect.stringContaining(`,Vera Visitor,${email},Visit AG,`)]);

      await page.goto(`${admin('/waitlist')}?status=pending&tier=early_access`);
      const entries = JSON.parse(await download(t('console.common.exportJson'))) as { email: string; status: string; tier: string }[];
      expect(entries.filter((entry) => entry.email === email)).toEqual([
        expect.objectContaining({ email, status: 'pending', tier: 'early_access' }),
      ]);
      expect(entries.every((entry) => entry.status === 'pending' && entry.tier === 'early_access')).toBe(true);
    });

    test('shows the outbox by status, and no failed mail to retry', async ({ page }) => {
      await page.goto(admin('/mail'));
      await expect(page.getByLabel(t('console.mail.statusFilter'))).toHaveValue('failed');
      await expect(page.getByText(t('console.mail.empty'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('console.mail.retryAll') })).toHaveCount(0);
      await page.getByLabel(t('console.mail.statusFilter')).selectOption('sent');
      await page.getByRole('button', { name: t('console.common.search') }).click();
      await expect(page).toHaveURL(/status=sent/);
    });

    test('lists security events by severity and type', async ({ page }) => {
      await page.request.post('/api/security-events', {
        data: { event_type: 'potential_xss_attempt', event_data: { note: 'console test' } },
      });
      await page.goto(admin('/security'));
      await page.getByLabel(t('console.security.severityFilter')).selectOption('critical');
      await page.getByRole('button', { name: t('console.common.filter') }).click();
      const rows = page
        .getByRole('table', { name: new RegExp(t('console.security.caption', { total: '\\d+' }).replace(/[()]/g, '\\$&')) })
        .getByRole('row');
      await expect(rows.filter({ hasText: 'potential_xss_attempt' }).first()).toBeVisible();
      await expect(rows.filter({ hasText: t('console.security.severity.low') })).toHaveCount(0);
    });

    test('finds a person and erases everything after a confirmation, with the keyboard alone', async ({ page }) => {
      const email = unique('erase');
      await visitorsArrive(page.request, email);
      await page.goto(admin('/people'));
      // The file mailer adds a mail file for each mail it sends: the count settles once all of them are written.
      const rowsOf = (html: string, area: PlainKey) => html.split(`>${t(area)}</td>`).length - 1;
      await expect
        .poll(
          async () => {
            const found = await page.request.post(admin('/people'), {
              form: { intent: 'find', email },
              headers: { Origin: new URL(page.url()).origin },
            });
            const html = await found.text();
            return (
              rowsOf(html, 'console.people.area.mails') > 0 &&
              rowsOf(html, 'console.people.area.mails') === rowsOf(html, 'console.people.area.mailFiles')
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await tabTo(page, page.getByLabel(t('console.people.emailLabel')));
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      // The message, the sign-up, the entry and the mails they queued: five records at least.
      const heading = page.getByRole('heading', { name: t('console.people.foundTitle', { email, count: 0 }).replace(/0$/, '') });
      const count = Number(/(\d+)$/.exec(await heading.innerText())?.[1]);
      expect(count).toBeGreaterThanOrEqual(5);

      await tabTo(page, page.getByRole('button', { name: t('console.people.erase') }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('console.people.confirmText', { count }))).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: t('console.people.confirmErase') }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.people.notice.erased', { count }));

      await page.getByLabel(t('console.people.emailLabel')).fill(email);
      await page.getByRole('button', { name: t('console.common.search') }).click();
      await expect(page.getByText(t('console.people.nothing'))).toBeVisible();
    });
  });
}
