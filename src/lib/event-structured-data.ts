import type { Event, Place, PostalAddress, WithContext } from 'schema-dts';
import type { EventMode, EventStatus } from './events/event-kinds.ts';
import { organizationReference, SCHEMA_CONTEXT } from './structured-data.ts';
import { zurichMinute } from './zurich-time.ts';

/** What the Event structured data of an event's page is built from (decision 0051). Never the meeting room. */
export interface EventInput {
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  status: EventStatus;
  mode: EventMode;
  /** The address on site, as one text (schema.org PostalAddress). */
  address: string | null;
  capacity: number;
  seatsTaken: number;
  /** Whole francs; null or 0 when free. */
  priceChf: number | null;
  /** Since when it takes registrations: its publication. */
  publishedAt: Date;
  /** Absolute URL of the event's page (also where one takes part online: the page leads to the personal link). */
  url: string;
  /** BCP 47 language of the event, e.g. de-CH. */
  inLanguage: string;
  /** Origin of the site, whose organisation organises the event. */
  origin: string;
  /** Absolute URL of the page's share image. */
  image?: string;
}

/** An instant as an ISO date-time on Zurich's clock with its offset: 2026-12-10T14:00:00+01:00. */
export function zurichIsoDateTime(instant: Date): string {
  const wall = zurichMinute(instant);
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const offsetMinutes = Math.round((Date.parse(`${wall}:00Z`) - minute) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall}:${String(instant.getUTCSeconds()).padStart(2, '0')}${sign}${hours}:${minutes}`;
}

const STATUS: Record<EventStatus, NonNullable<Event['eventStatus']>> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  moved_online: 'https://schema.org/EventMovedOnline',
};

const ATTENDANCE: Record<EventMode, NonNullable<Event['eventAttendanceMode']>> = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  onsite: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * The address an operator typed ("Saal, Strasse 1, 8000 Zürich", by commas or lines) as schema.org reads one: the
 * venue's name, the street and, when the last part is a Swiss postal code and place, those two; else the whole text.
 */
export function postalAddress(text: string): { name: string; address: Exclude<PostalAddress, string> } {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const place = /^(?:CH-)?(\d{4})\s+(.+)$/.exec(parts.at(-1) ?? '');
  if (!place || parts.length < 2)
    return { name: parts[0] ?? text, address: { '@type': 'PostalAddress', streetAddress: parts.join(', '), addressCountry: 'CH' } };
  return {
    name: parts.length > 2 ? parts.slice(0, -2).join(', ') : parts.join(', '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: parts.at(-2)!,
      postalCode: place[1]!,
      addressLocality: place[2]!,
      addressCountry: 'CH',
    },
  };
}

function locationOf(event: EventInput): NonNullable<Event['location']> {
  const online = { '@type': 'VirtualLocation', url: event.url } as const;
  if (event.status === 'moved_online' || event.mode === 'online' || !event.address) return online;
  const { name, address } = postalAddress(event.address);
  const place: Place = { '@type': 'Place', name, address };
  return event.mode === 'hybrid' ? [place, online] : place;
}

/**
 * An event's page's Event (decision 0051): its status, how one attends, where (a Place with the address on site,
 * the page as VirtualLocation online, both for hybrid), its times with Zurich's offset, and the offer: 0 CHF when
 * free, else the partner firm's price, in stock while seats are left.
 */
export function eventJsonLd(event: EventInput): WithContext<Event> {
  const free = !event.priceChf;
  const movedOnline = event.status === 'moved_online';
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: zurichIsoDateTime(event.startsAt),
    endDate: zurichIsoDateTime(event.endsAt),
    eventStatus: STATUS[event.status],
    eventAttendanceMode: ATTENDANCE[movedOnline ? 'online' : event.mode],
    location: locationOf(event),
    ...(event.image ? { image: [event.image] } : {}),
    isAccessibleForFree: free,
    inLanguage: event.inLanguage,
    url: event.url,
    organizer: organizationReference(event.origin),
    // The firm's own team holds its events.
    performer: organizationReference(event.origin),
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: Math.max(0, event.capacity - event.seatsTaken),
    offers: {
      '@type': 'Offer',
      price: free ? 0 : event.priceChf!,
      priceCurrency: 'CHF',
      availability: event.seatsTaken >= event.capacity ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      validFrom: zurichIsoDateTime(event.publishedAt),
      url: event.url,
    },
  };
}
