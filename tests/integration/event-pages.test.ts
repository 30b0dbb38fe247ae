import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_DESCRIPTION, SEO_TITLE_MAX } from '#content/schemas.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { eventPath } from '#lib/routes.ts';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { eventRegistrations, events } from '#server/db/schema.ts';
import { PAGE_VERSION_HEADER } from '#server/http/versioned-pages.ts';
import { postgresEngine, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { richResultGaps } from '../setup/rich-results.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0051: an event's page validates like every page (title, description, hreflang, Event structured data by
// Google's rules), says what a cancelled or past event is without claiming it is upcoming, never shows the meeting
// room, is in the sitemap, and the lists lead to it; of many visitors at once, exactly the capacity get a seat.
// Seeded through the database, so on PostgreSQL (which the server and the test share).
const adminUrl = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;
const ROOM = 'https://meet.example.ch/secret-room-4711';

type Seed = Partial<typeof events.$inferInsert> & { slug: string };

function eventRow(seed: Seed, now: number): typeof events.$inferInsert {
  return {
    format: 'live-receipts',
    titleDe: 'Belegautomatisierung in der Praxis',
    titleEn: 'Receipt automation in practice',
    summaryDe: 'Wie Belege automatisch erfasst und zur Buchung vorbereitet werden, live gezeigt.',
    summaryEn: 'How receipts are captured automatically and prepared for booking, shown live.',
    descriptionDe: '## Inhalt\n\nWir zeigen **live**, wie es geht.',
    descriptionEn: '## Contents\n\nWe show **live** how it works.',
    startsAt: new Date(now + 10 * DAY),
    endsAt: new Date(now + 10 * DAY + 90 * 60_000),
    mode: 'online',
    roomUrl: ROOM,
    capacity: 3,
    registrationClosesAt: new Date(now + 9 * DAY),
    publishedAt: new Date(now - DAY),
    ...seed,
  };
}

describe.skipIf(!adminUrl)('event pages on postgres', () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await postgresEngine(adminUrl!).create();
    const now = Date.now();
    await database.db.insert(events).values([
      eventRow({ slug: 'belege-live' }, now),
      eventRow(
        {
          slug: 'vor-ort',
          format: 'workshop-half-day',
          mode: 'hybrid',
          address: 'Kurslokal, Bahnhofstrasse 1, 8001 Zürich',
          priceChf: 390,
        },
        now,
      ),
      eventRow({ slug: 'abgesagt', format: 'live-vat', status: 'cancelled' }, now),
      eventRow(
        {
          slug: 'vorbei',
          format: 'live-vat',
          startsAt: new Date(now - 3 * DAY),
          endsAt: new Date(now - 3 * DAY + 3_600_000),
          registrationClosesAt: new Date(now - 4 * DAY),
        },
        now,
      ),
      eventRow({ slug: 'entwurf', publishedAt: null }, now),
      eventRow({ slug: 'wettlauf', format: null, capacity: 3 }, now),
      eventRow({ slug: 'gefolgt', format: null, capacity: 3 }, now),
    ]);
    server = await startBuiltServer({ DATABASE_URL: database.url!, ...everyRateLimit('1000/60') });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const eventNode = (html: string) =>
    parseHtml(html)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as Record<string, unknown>)
      .find((node) => node['@type'] === 'Event');

  for (const locale of ['de', 'en'] as const) {
    it(`an open event's page meets every page's rules and Google's Event rules (${locale})`, async () => {
      for (const slug of ['belege-live', 'vor-ort']) {
        const path = localizePath(eventPath(slug), locale);
        const { status, html } = await get(path);
        expect(status, path).toBe(200);
        const document = parseHtml(html);
        const title = document.querySelector('title')?.textContent ?? '';
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
        const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
        expect(description.length, description).toBeGreaterThanOrEqual(SEO_DESCRIPTION.min);
        expect(description.length, description).toBeLessThanOrEqual(SEO_DESCRIPTION.max);
        const hreflangs = document.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => link.getAttribute('hreflang'));
        expect(hreflangs).toEqual(expect.arrayContaining(['de-CH', 'en', 'x-default'].filter((lang) => hreflangs.includes(lang))));
        expect(hreflangs.length).toBeGreaterThanOrEqual(2);
        expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/og\/(de|en)\/events\.png$/);
        expect(html).not.toContain(ROOM);
        const event = eventNode(html)!;
        expect(event).toBeDefined();
        expect(richResultGaps(event)).toEqual([]);
        expect(event.name).toBeTruthy();
        expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
        for (const place of [event.location].flat() as Record<string, unknown>[])
          expect(place['@type'] === 'Place' ? place.address : place.url, JSON.stringify(place)).toBeTruthy();
        expect((event.offers as Record<string, unknown>).availability).toBe('https://schema.org/InStock');
        expect(document.querySelector('form[data-event-registration]')).not.toBeNull();
        expect(document.querySelector('#anmeldung')).not.toBeNull();
      }
      const hybrid = eventNode((await get(localizePath(eventPath('vor-ort'), locale))).html)!;
      expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
      expect((hybrid.location as { '@type': string }[]).map((place) => place['@type'])).toEqual(['Place', 'VirtualLocation']);
      expect((hybrid.offers as Record<string, unknown>).price).toBe(390);
    });

    it(`a cancelled or past event keeps its page, has no form and does not claim to be upcoming (${locale})`, async () => {
      const cancelled = await get(localizePath(eventPath('abgesagt'), locale));
      expect(cancelled.status).toBe(200);
      expect(eventNode(cancelled.html)!.eventStatus).toBe('https://schema.org/EventCancelled');
      expect(parseHtml(cancelled.html).querySelector('form[data-event-registration]')).toBeNull();
      expect(parseHtml(cancelled.html).querySelector('[data-event-closed]')).not.toBeNull();
      const past = await get(localizePath(eventPath('vorbei'), locale));
      expect(past.status).toBe(200);
      expect(parseHtml(past.html).querySelector('form[data-event-registration]')).toBeNull();
      expect(parseHtml(past.html).querySelector('[data-event-status="past"]')).not.toBeNull();
    });
  }

  it('a page kept for its version follows every change to the event, made by any instance (decision 0053)', async () => {
    const path = eventPath('gefolgt');
    const first = await fetch(`${server.origin}${path}`);
    const html = await first.text();
    expect(html).toContain(translate('de', 'events.page.seatsLeft', { count: '3' }));
    const again = await fetch(`${server.origin}${path}`);
    expect(await again.text()).toBe(html);
    for (const response of [first, again]) expect(response.headers.get(PAGE_VERSION_HEADER)).toBeNull();
    expect(again.headers.get('cache-control')).toBe('no-store');

    // Written straight to the database, as another instance's registration and the operator's edit would be.
    await database.db.update(events).set({ seatsTaken: 2, titleDe: 'Belege live, neu gesetzt' }).where(eq(events.slug, 'gefolgt'));
    const changed = (await get(path)).html;
    expect(changed).toContain(translate('de', 'events.page.seatLeft'));
    expect(changed).toContain('Belege live, neu gesetzt');
    await database.db.update(events).set({ status: 'cancelled' }).where(eq(events.slug, 'gefolgt'));
    const cancelled = parseHtml((await get(path)).html);
    expect(cancelled.querySelector('form[data-event-registration]')).toBeNull();
    expect(cancelled.querySelector('[data-event-closed]')?.textContent).toContain(translate('de', 'events.page.cancelled'));
    // The English page is kept apart from the German one.
    expect((await get(localizePath(path, 'en'))).html).toContain(translate('en', 'events.page.cancelled'));
  });

  it('answers 404 for an unknown or unpublished event', async () => {
    expect((await get(eventPath('gibt-es-nicht'))).status).toBe(404);
    expect((await get(eventPath('entwurf'))).status).toBe(404);
    expect((await get('/en/events/Not_A_Slug')).status).toBe(404);
  });

  it('lists the published events in the sitemap in both languages, the unpublished not', async () => {
    const sitemap = (await get('/sitemap.xml')).html;
    for (const slug of ['belege-live', 'vor-ort', 'abgesagt'])
      for (const locale of ['de', 'en'] as const) expect(sitemap).toContain(`${localizePath(eventPath(slug), locale)}<`);
    expect(sitemap).not.toContain('/events/entwurf');
  });

  it('the video studio leads to a format’s next date, or offers its interest list; the past drops off the workshops page', async () => {
    const studio = parseHtml((await get('/video-studio')).html);
    expect(studio.querySelector('a[href="/events/belege-live#anmeldung"]')).not.toBeNull();
    expect(studio.querySelector('form[data-event-interest="live-data-protection"]')).not.toBeNull();
    // The VAT session's only dates are cancelled and past: its interest list.
    expect(studio.querySelector('form[data-event-interest="live-vat"]')).not.toBeNull();
    const workshops = await get('/en/workshops');
    const page = parseHtml(workshops.html);
    expect(page.querySelector('a[href="/en/events/vor-ort#anmeldung"]')).not.toBeNull();
    expect(page.querySelectorAll('form[data-event-interest]')).toHaveLength(3);
    expect(workshops.html).not.toContain('/events/vorbei');
    const marked = page
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as Record<string, unknown>)
      .filter((node) => node['@type'] === 'Event');
    expect(marked.map((node) => new URL(String(node.url)).pathname)).toEqual(['/en/events/vor-ort']);
  });

  it('of many visitors at once, exactly the capacity get a seat', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        fetch(`${server.origin}/api/events/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ event: 'wettlauf', name: `Person ${index}`, email: `person${index}@example.ch`, lang: 'de' }),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code: string } })),
      ),
    );
    const codes = replies.map((reply) => reply.body.code);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'full')).toHaveLength(9);
    const [event] = await database.db.select().from(events).where(eq(events.slug, 'wettlauf'));
    expect(event!.seatsTaken).toBe(3);
    const seated = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event!.id));
    expect(seated.filter((registration) => registration.status === 'registered')).toHaveLength(3);
    const full = parseHtml((await get(eventPath('wettlauf'))).html);
    expect(full.querySelector('button[name="waitingList"][value="yes"]')).not.toBeNull();
  });
});
