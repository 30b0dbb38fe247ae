import siteConfig from '#site.config.ts';
import { SEO_DESCRIPTION, SEO_TITLE_MAX } from '#content/schemas.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { clockTime, longDay, slotText } from '#lib/booking-time.ts';
import type { EventFormat, EventMode, EventStatus } from '#lib/events/event-kinds.ts';
import { formatNumber } from '#lib/format.ts';
import { eventPath } from '#lib/routes.ts';
import { ZURICH_TIME_ZONE, zurichClock } from '#lib/zurich-time.ts';
import { boundedMemo } from '#lib/bounded-memo.ts';
import { issueBodyHtml, issueExcerpt } from '../campaigns/archive-view.ts';
import type { PublicEvent } from './published-events.repo.ts';

/** An event's description rendered once per text: the page is read many times for each edit of it. */
const renderedDescriptions = boundedMemo<string>(200);
const descriptionHtml = (markdown: string): string => renderedDescriptions(markdown, () => issueBodyHtml(markdown));

/**
 * Where registration stands for a visitor (decision 0051): `open` with seats left, `full` (the form offers the
 * waiting list), `closed` (the deadline passed), `cancelled`, `postponed` (no new date yet) or `past`. Only
 * `open` and `full` show the form.
 */
export type RegistrationState = 'open' | 'full' | 'closed' | 'cancelled' | 'postponed' | 'past';

/** What an event's page and the lists show of it, in one language. Never the meeting room. */
export interface EventView {
  slug: string;
  /** The language-neutral path, /events/{slug}. */
  path: string;
  format: EventFormat | null;
  title: string;
  summary: string;
  /** The description's Markdown as the newsletter archive renders a campaign's: sanitised, headings below the h1. */
  descriptionHtml: string;
  /** The page's <title>: the event's title within what search results show. */
  metaTitle: string;
  /** The meta description: the summary and the date, 70 to 160 characters. */
  metaDescription: string;
  startsAt: Date;
  endsAt: Date;
  /** "Donnerstag, 3. Dezember, 14:00–16:00 (Zürich)"; a date over several days names both ends. */
  when: string;
  mode: EventMode;
  modeText: string;
  /** Where it takes place, unless it is online only (or moved online). */
  address: string | null;
  status: EventStatus;
  /** A change the firm announced that the page says first (moved online); null otherwise. */
  statusNote: string | null;
  state: RegistrationState;
  /** What the page says of registration: seats left, full, closed, cancelled, over. */
  stateText: string;
  seatsLeft: number;
  priceText: string;
  priceChf: number | null;
  /** The event's own question on the form, in this language; null when none is asked. */
  question: string | null;
  /** Since when it takes registrations (schema.org Offer validFrom). */
  publishedAt: Date;
}

/** A text cut at a word, with an ellipsis, so that it fits `max` characters. */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Times and descriptions in words, worked out once per event time or summary: the page is read far more often than edited. */
const inWords = boundedMemo<string>(400);

const whenText = (event: Pick<PublicEvent, 'startsAt' | 'endsAt'>, locale: Locale): string =>
  inWords(`when ${locale} ${event.startsAt.getTime()} ${event.endsAt.getTime()}`, () => whenInWords(event, locale));

function whenInWords(event: Pick<PublicEvent, 'startsAt' | 'endsAt'>, locale: Locale): string {
  const zone = translate(locale, 'booking.zone');
  const sameDay = zurichClock(event.startsAt).day === zurichClock(event.endsAt).day;
  if (!sameDay)
    return `${slotText(event.startsAt, locale, ZURICH_TIME_ZONE, zone)} – ${slotText(event.endsAt, locale, ZURICH_TIME_ZONE, zone)}`;
  return `${longDay(event.startsAt, locale, ZURICH_TIME_ZONE)}, ${clockTime(event.startsAt, ZURICH_TIME_ZONE)}–${clockTime(event.endsAt, ZURICH_TIME_ZONE)} (${zone})`;
}

/** Where registration stands at `now`: the event's status first, then its time, deadline and seats. */
export function registrationState(
  event: Pick<PublicEvent, 'status' | 'startsAt' | 'registrationClosesAt' | 'seatsTaken' | 'capacity'>,
  now: Date,
): RegistrationState {
  if (event.status === 'cancelled') return 'cancelled';
  if (event.startsAt <= now) return 'past';
  if (event.status === 'postponed') return 'postponed';
  if (event.registrationClosesAt <= now) return 'closed';
  return event.seatsTaken >= event.capacity ? 'full' : 'open';
}

function stateText(state: RegistrationState, seatsLeft: number, locale: Locale): string {
  switch (state) {
    case 'open':
      return seatsLeft === 1
        ? translate(locale, 'events.page.seatLeft')
        : translate(locale, 'events.page.seatsLeft', { count: formatNumber(seatsLeft, locale) });
    case 'full':
      return translate(locale, 'events.page.full');
    case 'closed':
      return translate(locale, 'events.page.closed');
    case 'cancelled':
      return translate(locale, 'events.page.cancelled');
    case 'postponed':
      return translate(locale, 'events.page.postponed');
    case 'past':
      return translate(locale, 'events.page.past');
  }
}

/** No payment on the site (the legal pages): a price is invoiced by the partner firm. */
export function priceText(priceChf: number | null, locale: Locale): string {
  return priceChf === null || priceChf === 0
    ? translate(locale, 'events.page.free')
    : translate(locale, 'events.page.price', { price: formatNumber(priceChf, locale) });
}

const metaDescription = (summary: string, when: string, locale: Locale): string =>
  inWords(`meta ${locale} ${when} ${summary}`, () => describe(summary, when, locale));

function describe(summary: string, when: string, locale: Locale): string {
  const text = `${issueExcerpt(summary, SEO_DESCRIPTION.max)} ${when}.`;
  if (text.length > SEO_DESCRIPTION.max) return fitText(`${when}: ${issueExcerpt(summary, SEO_DESCRIPTION.max)}`, SEO_DESCRIPTION.max);
  if (text.length >= SEO_DESCRIPTION.min) return text;
  return fitText(`${text} ${translate(locale, 'events.page.descriptionTail', { company: siteConfig.companyName })}`, SEO_DESCRIPTION.max);
}

export function eventView(event: PublicEvent, locale: Locale, now: Date): EventView {
  const de = locale === 'de';
  const title = de ? event.titleDe : event.titleEn;
  const summary = de ? event.summaryDe : event.summaryEn;
  const when = whenText(event, locale);
  const state = registrationState(event, now);
  const seatsLeft = Math.max(0, event.capacity - event.seatsTaken);
  const movedOnline = event.status === 'moved_online';
  const question = (de ? event.questionDe : event.questionEn)?.trim() || null;
  return {
    slug: event.slug,
    path: eventPath(event.slug),
    format: event.format,
    title,
    summary,
    descriptionHtml: descriptionHtml(de ? event.descriptionDe : event.descriptionEn),
    metaTitle: fitText(title, SEO_TITLE_MAX),
    metaDescription: metaDescription(summary, when, locale),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    when,
    mode: event.mode,
    modeText: translate(locale, `events.page.mode.${movedOnline ? 'online' : event.mode}`),
    address: event.mode === 'online' || movedOnline ? null : event.address,
    status: event.status,
    statusNote: movedOnline ? translate(locale, 'events.page.movedOnline') : null,
    state,
    stateText: stateText(state, seatsLeft, locale),
    seatsLeft,
    priceText: priceText(event.priceChf, locale),
    priceChf: event.priceChf,
    question,
    publishedAt: event.publishedAt ?? event.startsAt,
  };
}

/** Whether the page shows the registration form: while it takes registrations, a full event for its waiting list. */
export const takesRegistrations = (view: Pick<EventView, 'state'>): boolean => view.state === 'open' || view.state === 'full';

/** A format's next date as a list shows it (the video studio's and the workshops page's "Anmelden"). */
export interface NextDate {
  slug: string;
  when: string;
  /** ISO instant of its start, for <time>. */
  startsAt: string;
  stateText: string;
}

/** Each format's next date in the words of a list (decision 0051). */
export function nextDates(
  byFormat: ReadonlyMap<EventFormat, PublicEvent>,
  locale: Locale,
  now: Date,
): Partial<Record<EventFormat, NextDate>> {
  return Object.fromEntries(
    [...byFormat].map(([format, event]) => {
      const view = eventView(event, locale, now);
      return [format, { slug: view.slug, when: view.when, startsAt: view.startsAt.toISOString(), stateText: view.stateText }];
    }),
  );
}

/**
 * What an event's page follows (decision 0053): the event's row as visitors may see it, the state of its
 * registration (which changes with the clock), the day (the footer's year) and the page's language.
 */
export const eventPageVersion = (event: PublicEvent, locale: Locale, state: RegistrationState, now: Date): string =>
  JSON.stringify({ locale, state, day: zurichClock(now).day, event });
