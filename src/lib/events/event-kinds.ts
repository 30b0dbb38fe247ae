/**
 * Events the firm holds and visitors register for on the site (decision 0051): workshops and live sessions.
 * The lists here are the one source of the database's enums, the console's choices and the pages' wording.
 */

/** Where an event stands, as the firm announces it (schema.org eventStatus follows it). */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How one takes part: online (a meeting room), on site (an address), or either. */
export const EVENT_MODES = ['online', 'onsite', 'hybrid'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/**
 * One registration's state: holding a seat (`registered`), in line for one (`waiting`), offered a freed seat
 * that is held for them until `offerExpiresAt` (`offered`, a seat counted as taken), or out (`cancelled` by the
 * attendee or the firm, `expired` when an offer was not taken in time).
 */
export const REGISTRATION_STATUSES = ['registered', 'waiting', 'offered', 'cancelled', 'expired'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The states that hold a seat: the event's `seats_taken` counts exactly these. */
export const SEAT_HOLDING: readonly RegistrationStatus[] = ['registered', 'offered'];
/** The states of a person still in the event (one such registration per address and event). */
export const ACTIVE_REGISTRATION: readonly RegistrationStatus[] = ['registered', 'waiting', 'offered'];

/** Whether a person attended, as the operator marks it after the event (null until then). */
export const ATTENDANCE = ['attended', 'no_show'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/**
 * The formats an event can be a date of: the video studio's three live-session formats and the workshops page's
 * four delivery formats (spec §2). A format's interest list gathers those who asked to hear of its next date.
 */
export const EVENT_FORMATS = [
  'live-receipts',
  'live-data-protection',
  'live-vat',
  'workshop-half-day',
  'workshop-full-day',
  'workshop-multi-day',
  'workshop-large-group',
] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
