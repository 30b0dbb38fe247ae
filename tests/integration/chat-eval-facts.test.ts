import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { TIERS_ENDPOINT, type TierAvailability } from '#lib/tiers.ts';
import { loadQuestions } from '#server/chat/eval/evaluate.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

/**
 * decision 0004: the facts the evaluation asks the assistant to state are the site's own. Each fact of an
 * item is found in the visible text of one of its pages, in its language, as the built server shows
 * them. The home page's wizard shows its offer step only once opened; its texts count with the
 * figures /api/tiers gives, which are the ones the evaluation answers with.
 */
const items = loadQuestions().filter((item) => item.facts.length > 0);
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');

let server: RunningServer;
const pageTexts = new Map<string, string>();

beforeAll(async () => {
  server = await startBuiltServer();
  const urls = new Set(items.flatMap((item) => item.paths.map((page) => localizePath(page, item.lang))));
  await Promise.all(
    [...urls].map(async (url) => {
      const document = parseHtml(await (await fetch(server.origin + url)).text());
      for (const hidden of document.querySelectorAll('script, style, template')) hidden.remove();
      pageTexts.set(url, normalized(document.querySelector('body')?.textContent ?? ''));
    }),
  );
  const tiers = (await (await fetch(`${server.origin}${TIERS_ENDPOINT}`)).json()) as TierAvailability[];
  for (const locale of LOCALES) {
    const t = translator(locale);
    const offer = [
      t('waitlist.offer.earlyFree'),
      t('waitlist.offer.earlySupport'),
      ...tiers.map((tier) => t('waitlist.offer.places', { available: tier.available_slots, total: tier.total_slots })),
    ];
    const home = localizePath(PAGE_PATHS.home, locale);
    pageTexts.set(home, `${pageTexts.get(home) ?? ''} ${normalized(offer.join(' '))}`);
  }
}, 90_000);
afterAll(() => server?.stop());

describe("the evaluation's facts (decision 0004)", () => {
  it('are stated on one of the pages each item names', () => {
    const unfounded = items.flatMap((item) =>
      item.facts
        .filter((fact) => !item.paths.some((page) => pageTexts.get(localizePath(page, item.lang))!.includes(normalized(fact))))
        .map((fact) => `${item.lang}: "${fact}" for ${item.question} (${item.paths.join(' ')})`),
    );
    expect(unfounded).toEqual([]);
  });
});
