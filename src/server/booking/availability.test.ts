import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bookingRules } from './booking-rules.ts';
import { freeSlots, type AvailabilityInput, type AvailabilityRules, type Interval } from './availability.ts';
import { publicHolidays } from './holidays.ts';

/** Wednesday to Friday, 14:00–16:00 in Zurich: the footer's hours. */
const RULES: AvailabilityRules = {
  timeZone: 'Europe/Zurich',
  weeklyHours: [3, 4, 5].map((weekday) => ({ weekday: weekday as 3 | 4 | 5, from: '14:00', to: '16:00' })),
  slotMinutes: 15,
  bufferMinutes: 0,
  minNoticeMinutes: 24 * 60,
  horizonDays: 42,
  maxPerDay: 8,
};
const ZURICH_HOLIDAYS = publicHolidays('ZH');
const at = (zurichWallTime: string) => Temporal.ZonedDateTime.from(`${zurichWallTime}[Europe/Zurich]`).toInstant();
const interval = (from: string, to: string): Interval => ({ start: at(from).epochMilliseconds, end: at(to).epochMilliseconds });
const input = (now: string, fields: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  rules: RULES,
  now: at(now),
  isHoliday: ZURICH_HOLIDAYS,
  booked: [],
  ...fields,
});
const times = (days: ReturnType<typeof freeSlots>, day: string) =>
  days.find((one) => one.day === day)?.slots.map((slot) => slot.time) ?? [];
const EIGHT = ['14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45'];

describe('free slots from the weekly hours', () => {
  it('offers the weekly hours’ 15-minute slots, Wednesday to Friday only', () => {
    // Monday 30 November 2026, 09:00.
    const days = freeSlots(input('2026-11-30T09:00'), '2026-11-30', '2026-12-06');
    expect(days.map((day) => day.day)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    expect(times(days, '2026-12-02')).toEqual(EIGHT);
    expect(days[0]!.slots[0]).toEqual({ day: '2026-12-02', time: '14:00', startsAt: '2026-12-02T13:00:00Z' });
  });

  it('keeps the wall-clock hours across the last Sundays of March and October', () => {
    // Before and after 28 March 2027 (clocks forward) and 25 October 2026 (clocks back): 14:00 in Zurich moves in UTC.
    const spring = freeSlots(input('2027-03-20T09:00'), '2027-03-24', '2027-03-31');
    expect(spring.find((day) => day.day === '2027-03-24')!.slots[0]!.startsAt).toBe('2027-03-24T13:00:00Z');
    expect(spring.find((day) => day.day === '2027-03-31')!.slots[0]!.startsAt).toBe('2027-03-31T12:00:00Z');
    const autumn = freeSlots(input('2026-10-18T09:00'), '2026-10-21', '2026-10-28');
    expect(autumn.find((day) => day.day === '2026-10-21')!.slots[0]!.startsAt).toBe('2026-10-21T12:00:00Z');
    expect(autumn.find((day) => day.day === '2026-10-28')!.slots[0]!.startsAt).toBe('2026-10-28T13:00:00Z');
    expect(times(autumn, '2026-10-28')).toEqual(EIGHT);
  });

  it('is on Zurich’s clock while New York’s has changed and Zurich’s not yet', () => {
    // 17 March 2027: New York is on daylight time since the 14th, Zurich only from the 28th: 14:00 in Zurich is
    // 09:00 in New York, and 08:00 the week before.
    const [day] = freeSlots(input('2027-03-15T09:00'), '2027-03-17', '2027-03-17');
    const first = Temporal.Instant.from(day!.slots[0]!.startsAt);
    expect(first.toString()).toBe('2027-03-17T13:00:00Z');
    expect(first.toZonedDateTimeISO('America/New_York').toPlainTime().toString()).toBe('09:00:00');
    const [weekBefore] = freeSlots(input('2027-03-08T09:00'), '2027-03-10', '2027-03-10');
    expect(Temporal.Instant.from(weekBefore!.slots[0]!.startsAt).toZonedDateTimeISO('America/New_York').toPlainTime().toString()).toBe(
      '08:00:00',
    );
  });

  it('gives no slot to a wall time the clocks skip, and one to a time they pass twice', () => {
    const extra = (day: string, from: string, to: string) => new Map([[day, [{ from, to }]]]);
    const spring = freeSlots(input('2027-03-20T09:00', { extraHours: extra('2027-03-28', '01:30', '03:30') }), '2027-03-28', '2027-03-28');
    expect(times(spring, '2027-03-28')).toEqual(['01:30', '01:45', '03:00', '03:15']);
    const autumn = freeSlots(input('2026-10-20T09:00', { extraHours: extra('2026-10-25', '02:00', '03:00') }), '2026-10-25', '2026-10-25');
    expect(autumn[0]!.slots.map((slot) => slot.startsAt)).toEqual([
      '2026-10-25T00:00:00Z',
      '2026-10-25T00:15:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T00:45:00Z',
    ]);
  });

  it('is closed on the canton’s public holidays, unless the operator adds hours; and on the operator’s days off', () => {
    // Ascension, Thursday 6 May 2027; Friday the 7th a day off.
    const closed = freeSlots(input('2027-05-01T09:00', { daysOff: new Set(['2027-05-07']) }), '2027-05-05', '2027-05-07');
    expect(closed.map((day) => day.day)).toEqual(['2027-05-05']);
    const opened = freeSlots(
      input('2027-05-01T09:00', { extraHours: new Map([['2027-05-06', [{ from: '10:00', to: '10:30' }]]]) }),
      '2027-05-06',
      '2027-05-06',
    );
    expect(times(opened, '2027-05-06')).toEqual(['10:00', '10:15']);
    // The 1st of August, a Sunday in 2027 and a Saturday in 2026: the federal holiday is known for every year.
    expect(ZURICH_HOLIDAYS('2027-08-01')).toBe(true);
    expect(ZURICH_HOLIDAYS('2026-12-25')).toBe(true);
    expect(ZURICH_HOLIDAYS('2026-12-23')).toBe(false);
  });

  it('offers nothing sooner than the notice, nor past the horizon', () => {
    // Wednesday 2 December 2026, 14:20: today’s slots and tomorrow’s before 14:20 are within 24 hours.
    const days = freeSlots(input('2026-12-02T14:20'), '2026-12-02', '2027-03-01');
    expect(days[0]!.day).toBe('2026-12-03');
    expect(times(days, '2026-12-03')).toEqual(['14:30', '14:45', '15:00', '15:15', '15:30', '15:45']);
    // 42 days, today included: up to Tuesday 12 January 2027, so the last open day is Friday the 8th.
    expect(days.at(-1)!.day).toBe('2027-01-08');
  });

  it('keeps the buffer free around bookings and the firm’s busy times', () => {
    const rules = { ...RULES, bufferMinutes: 15 };
    const days = freeSlots(
      input('2026-11-30T09:00', {
        rules,
        booked: [interval('2026-12-02T14:30', '2026-12-02T14:45')],
        busy: [interval('2026-12-02T15:40', '2026-12-02T15:50')],
      }),
      '2026-12-02',
      '2026-12-02',
    );
    // 14:15 and 14:45 would touch the booking's buffer; 15:15 to 15:45 the busy time's.
    expect(times(days, '2026-12-02')).toEqual(['14:00', '15:00']);
  });

  it('offers nothing more on a day that has its bookings', () => {
    const rules = { ...RULES, maxPerDay: 2 };
    const booked = [interval('2026-12-02T14:00', '2026-12-02T14:15'), interval('2026-12-02T15:00', '2026-12-02T15:15')];
    const days = freeSlots(input('2026-11-30T09:00', { rules, booked }), '2026-12-02', '2026-12-03');
    expect(days.map((day) => day.day)).toEqual(['2026-12-03']);
  });
});

describe('the firm’s booking rules', () => {
  it('offer the consultation hours the footer names, 15 minutes each (spec §9)', () => {
    const rules = bookingRules();
    const days = freeSlots({ rules, now: at('2026-11-30T09:00'), isHoliday: ZURICH_HOLIDAYS, booked: [] }, '2026-11-30', '2026-12-06');
    expect(days.map((day) => day.day)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04']);
    expect(times(days, '2026-12-02')).toEqual(EIGHT);
  });
});
