import ical, { type VEvent } from 'node-ical';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { invitation, type Invitation } from './invitation.ts';

const zurich = (wallTime: string) => new Date(Temporal.ZonedDateTime.from(`${wallTime}[Europe/Zurich]`).epochMilliseconds);
const BOOKING: Invitation = {
  uid: '6f1c2a9e-0c1b-4f5e-9f7a-2d3b4c5d6e7f',
  sequence: 0,
  method: 'REQUEST',
  // Wednesday 31 March 2027, three days after the clocks went forward.
  startsAt: zurich('2027-03-31T14:00'),
  endsAt: zurich('2027-03-31T14:15'),
  locale: 'de',
  attendee: { name: 'Anna Muster', email: 'anna@example.ch' },
};

/** The one event of an invitation as a real iCalendar parser reads it, and the calendar's method. */
function parsed(text: string) {
  const calendar = ical.sync.parseICS(text);
  const events = Object.values(calendar).filter((component) => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const method = /^METHOD:(\w+)\r?$/m.exec(text)?.[1];
  return { event: events[0] as VEvent, method };
}

const zurichWallTime = (date: Date | undefined) =>
  Temporal.Instant.fromEpochMilliseconds(date!.getTime()).toZonedDateTimeISO('Europe/Zurich').toPlainDateTime().toString();

describe('a consultation’s calendar invitation (decision 0049)', () => {
  it('asks to add the event at the Zurich wall time booked, with the firm as organizer and the visitor as attendee', () => {
    const { event, method } = parsed(invitation(BOOKING));
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(BOOKING.uid);
    expect(Number(event.sequence)).toBe(0);
    expect(zurichWallTime(event.start)).toBe('2027-03-31T14:00:00');
    expect(zurichWallTime(event.end)).toBe('2027-03-31T14:15:00');
    expect(event.start.toISOString()).toBe('2027-03-31T12:00:00.000Z');
    const organizer = event.organizer as unknown as { val: string; params: { CN: string } };
    expect(organizer.val.toLowerCase()).toBe(`mailto:${siteConfig.email.contact}`);
    const attendee = event.attendee as unknown as { val: string; params: Record<string, string | boolean> };
    expect(attendee.val.toLowerCase()).toBe('mailto:anna@example.ch');
    expect(attendee.params.CN).toBe('Anna Muster');
    expect(String(attendee.params.RSVP).toUpperCase()).toBe('TRUE');
    expect(event.location).toBe(siteConfig.booking.videoUrl);
    expect(event.summary).toBe(`Kostenlose Erstberatung mit ${siteConfig.companyName}`);
    expect(event.description).toContain(siteConfig.phone.display);
  });

  it('cancels and moves the same entry: the same UID, a higher SEQUENCE', () => {
    const cancelled = parsed(invitation({ ...BOOKING, method: 'CANCEL', sequence: 1 }));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(BOOKING.uid);
    expect(Number(cancelled.event.sequence)).toBe(1);
    expect(cancelled.event.status).toBe('CANCELLED');
    // Moved to the week the clocks go back: the new time on Zurich's clock, in the visitor's language.
    const moved = parsed(
      invitation({ ...BOOKING, sequence: 2, startsAt: zurich('2026-10-28T15:30'), endsAt: zurich('2026-10-28T15:45'), locale: 'en' }),
    );
    expect(moved.method).toBe('REQUEST');
    expect(Number(moved.event.sequence)).toBe(2);
    expect(zurichWallTime(moved.event.start)).toBe('2026-10-28T15:30:00');
    expect(moved.event.summary).toBe(`Free initial consultation with ${siteConfig.companyName}`);
  });
});
