import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { FREE_CONSULTATION_MINUTES } from '#lib/constants.ts';
import siteConfig from '#site.config.ts';

export interface Invitation {
  /** The booking's own id: the same for every mail about it, so calendars keep one entry. */
  uid: string;
  /** Raised by each change: a calendar takes the invitation with the highest. */
  sequence: number;
  /** REQUEST for a new or moved booking, CANCEL for a cancelled one (RFC 5546). */
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  locale: Locale;
  attendee: { name: string; email: string };
  /** What the calendar entry says and where it takes place; the free consultation's when not given. */
  content?: InvitationContent;
}

export interface InvitationContent {
  summary: string;
  description: string;
  /** A place's address, or the address to join online. */
  location: string;
  url: string;
}

/** The free consultation as a calendar entry: the video call, the firm's phone in the description. */
function consultation(locale: Locale): InvitationContent {
  const { videoUrl } = siteConfig.booking;
  return {
    summary: translate(locale, 'booking.invitation.summary', { company: siteConfig.companyName }),
    description: translate(locale, 'booking.invitation.description', {
      minutes: String(FREE_CONSULTATION_MINUTES),
      video: videoUrl,
      phone: siteConfig.phone.display,
    }),
    location: videoUrl,
    url: videoUrl,
  };
}

/** The firm's address for the invitation: the organizer's, where a calendar sends its answer. */
const organizer = () => ({ name: siteConfig.companyName, email: siteConfig.email.contact });

/**
 * A consultation or an event as an iCalendar object (decisions 0049, 0051), made by ical-generator: the method in
 * the calendar, a stable UID and the SEQUENCE of the change, the firm as ORGANIZER and the person as ATTENDEE, times
 * in UTC, where it takes place as LOCATION. For a consultation the visitor and the operator receive the same.
 */
export function invitation({
  uid,
  sequence,
  method,
  startsAt,
  endsAt,
  locale,
  attendee,
  content = consultation(locale),
}: Invitation): string {
  const calendar = ical({
    prodId: { company: siteConfig.companyName, product: 'booking', language: locale.toUpperCase() },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: uid,
    sequence,
    start: startsAt,
    end: endsAt,
    stamp: new Date(),
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    summary: content.summary,
    description: content.description,
    location: content.location,
    url: content.url,
    organizer: organizer(),
    attendees: [
      {
        name: attendee.name,
        email: attendee.email,
        rsvp: method === 'REQUEST',
        role: ICalAttendeeRole.REQ,
        status: method === 'REQUEST' ? ICalAttendeeStatus.NEEDSACTION : ICalAttendeeStatus.DECLINED,
      },
    ],
  });
  return calendar.toString();
}
