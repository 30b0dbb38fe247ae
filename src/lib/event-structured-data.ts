import type { Event, WithContext } from 'schema-dts';
import { organizationReference, SCHEMA_CONTEXT } from './structured-data.ts';

export interface EventInput {
  name: string;
  description: string;
  /** ISO 8601 date-time with offset, e.g. 2026-12-10T14:00:00+01:00. */
  startDate: string;
  durationMinutes: number;
  /** Absolute URL of the page that presents the event (also where it takes place online). */
  url: string;
  /** BCP 47 language of the event, e.g. de-CH. */
  inLanguage: string;
  /** Origin of the site, whose organisation organises the event. */
  origin: string;
}

const OFFSET_PATTERN = /(Z|[+-]\d{2}:\d{2})$/;

/** Adds minutes to an ISO date-time and writes the result in the same offset as the input. */
export function addMinutesKeepingOffset(isoDateTime: string, minutes: number): string {
  const start = new Date(isoDateTime);
  if (Number.isNaN(start.getTime())) throw new Error(`Invalid event date: ${isoDateTime}`);
  const end = new Date(start.getTime() + minutes * 60_000);
  const suffix = OFFSET_PATTERN.exec(isoDateTime)?.[1];
  if (!suffix || suffix === 'Z') return end.toISOString().replace(/\.000Z$/, 'Z');
  const sign = suffix.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(suffix.slice(1, 3)) * 60 + Number(suffix.slice(4, 6)));
  const local = new Date(end.getTime() + offsetMinutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${suffix}`;
}

/** spec §2 (layout): the free online event, priced 0 CHF. */
export function eventJsonLd(event: EventInput): WithContext<Event> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: addMinutesKeepingOffset(event.startDate, event.durationMinutes),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: event.url },
    isAccessibleForFree: true,
    inLanguage: event.inLanguage,
    organizer: organizationReference(event.origin),
    // The workshop is held by the organiser's own team.
    performer: organizationReference(event.origin),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'CHF',
      availability: 'https://schema.org/InStock',
      url: event.url,
    },
  };
}
