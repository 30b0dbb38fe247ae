import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#i18n/config.ts';
import { packageName, priceLabel } from '#lib/localize.ts';
import { translator } from '#i18n/translate.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { FREE_CONSULTATION_MINUTES, PHONE_SUPPORT_HOURS, PRICES_CHF, type PriceId } from '#lib/constants.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '#lib/routes.ts';
import { localizePath } from '#i18n/paths.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const PRICE_IDS = Object.keys(PRICES_CHF) as PriceId[];

/** The built file of a page: /services/x → services/x/index.html, in the language's folder. */
const fileOf = (pagePath: string, locale: Locale) => path.join(CLIENT_DIR, locale === 'de' ? '' : locale, pagePath, 'index.html');
/** What a visitor reads in a page's main content (its scripts left out), spaces made plain. */
function mainText(html: string): string {
  const main = parseHtml(html).querySelector('main');
  for (const script of main?.querySelectorAll('script, style') ?? []) script.remove();
  return (main?.textContent ?? '').replace(/\s+/g, ' ');
}

const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
const germanPages = pages.filter((file) => !file.startsWith('en/'));

// Spec §9: one name per package and language (dictionary package.*), the same prices and hours everywhere (lib/constants.ts).
describe('package names', () => {
  it('are not the same in both languages, so a German page naming one in English is told apart', () => {
    for (const id of PRICE_IDS) expect(packageName(id, 'de')).not.toBe(packageName(id, 'en'));
  });

  it('German pages name no package in English', () => {
    const english = PRICE_IDS.map((id) => packageName(id, 'en'));
    const named = germanPages.flatMap((file) =>
      english
        .filter((name) => mainText(readFileSync(path.join(CLIENT_DIR, file), 'utf8')).includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(named).toEqual([]);
  });

  it('no page shows a placeholder left unfilled', () => {
    const left = pages.flatMap((file) =>
      (mainText(readFileSync(path.join(CLIENT_DIR, file), 'utf8')).match(/\{[A-Za-z]+\}/g) ?? []).map(
        (placeholder) => `${file}: ${placeholder}`,
      ),
    );
    expect(left).toEqual([]);
  });
});

let running: RunningServer | undefined;
const server = () => running!;
beforeAll(async () => {
  running = await startBuiltServer();
});
afterAll(() => running?.stop());

describe.each(LOCALES)('in %s', (locale) => {
  const t = translator(locale);

  it.each(SERVICE_SLUGS)('the service page %s says what it costs or how pricing works', (slug) => {
    const section = parseHtml(readFileSync(fileOf(servicePath(slug), locale), 'utf8')).querySelector('main section#pakete');
    expect(section, 'a prices section').not.toBeNull();
    const text = section!.textContent.replace(/\s+/g, ' ');
    const stated = [...PRICE_IDS.map((id) => priceLabel(id, locale)), t('unit.minutes', { n: FREE_CONSULTATION_MINUTES })].filter((value) =>
      text.includes(value),
    );
    expect(stated.length).toBeGreaterThan(0);
  });

  it('the package cards carry the package names of the language', () => {
    const text = mainText(readFileSync(fileOf(servicePath('tax-reporting'), locale), 'utf8'));
    for (const id of ['processAnalysis', 'automationPilot', 'customAutomation'] as const) {
      expect(text).toContain(packageName(id, locale));
      expect(text).toContain(priceLabel(id, locale));
    }
  });

  it('the contact card says which hours are for consultations and which for phone support', () => {
    const text = mainText(readFileSync(fileOf(PAGE_PATHS.contact, locale), 'utf8'));
    expect(text).toContain(`${t('footer.hoursTitle')}: ${consultationHours(locale)}`);
    expect(text).toContain(`${t('footer.phoneHoursTitle')}: ${t('footer.phoneHours', PHONE_SUPPORT_HOURS)}`);
  });

  it('the FAQ and the workshops page give the same phone hours', async () => {
    const hours = t('footer.phoneHours', PHONE_SUPPORT_HOURS);
    expect(mainText(readFileSync(fileOf(PAGE_PATHS.faq, locale), 'utf8'))).toContain(hours);
    // The workshops page is rendered per request (its events are read from the database, decision 0051).
    expect(mainText(await (await fetch(server().origin + localizePath(PAGE_PATHS.workshops, locale))).text())).toContain(hours);
  });
});
