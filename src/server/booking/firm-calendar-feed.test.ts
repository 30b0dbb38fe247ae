import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarOf, startCalendarFeedServer } from '#tests/setup/calendar-feed-server.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { busyTimesBetween, calendarFeed, setCalendarFeed } from './firm-calendar-feed.repo.ts';
import { refreshFirmCalendar } from './firm-calendar-feed.service.ts';

const NOW = new Date('2026-10-20T08:00:00Z'); // a Tuesday; the horizon reaches into December
const LATER = new Date('2026-10-20T08:10:00Z');
const LATEST = new Date('2026-10-20T08:20:00Z');
const WINDOW = [new Date('2026-10-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')] as const;
const iso = (busy: { startsAt: Date; endsAt: Date }[]) =>
  busy.map(({ startsAt, endsAt }) => `${startsAt.toISOString()}/${endsAt.toISOString()}`);

/** The firm's calendar: the week after summer time ends, a UTC appointment, a weekly one, a day away, and what holds no time. */
const FIRM_CALENDAR = calendarOf(
  ['DTSTART;TZID=Europe/Zurich:20261029T140000', 'DTEND;TZID=Europe/Zurich:20261029T150000'],
  ['DTSTART:20261022T130000Z', 'DTEND:20261022T133000Z'],
  ['DTSTART;TZID=Europe/Zurich:20261014T143000', 'DTEND;TZID=Europe/Zurich:20261014T150000', 'RRULE:FREQ=WEEKLY;COUNT=4'],
  ['DTSTART;VALUE=DATE:20261106', 'DTEND;VALUE=DATE:20261107'],
  ['DTSTART:20261023T130000Z', 'DTEND:20261023T140000Z', 'TRANSP:TRANSPARENT'],
  ['DTSTART:20261030T130000Z', 'DTEND:20261030T140000Z', 'STATUS:CANCELLED'],
  ['DTSTART:20270315T130000Z', 'DTEND:20270315T140000Z'],
);

describe.each(TEST_ENGINES)("the firm's calendar feed on $name", (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  let feed: Awaited<ReturnType<typeof startCalendarFeedServer>>;
  beforeAll(async () => {
    feed = await startCalendarFeedServer();
  });
  afterAll(() => feed.close());

  it('keeps the busy times within the horizon: Zurich times across summer time, UTC, recurring ones expanded, whole days', async () => {
    feed.answer({ status: 200, body: FIRM_CALENDAR });
    await setCalendarFeed(db(), feed.url);
    expect(await refreshFirmCalendar(db(), NOW)).toEqual({ outcome: 'read', busy: 6 });
    expect(iso(await busyTimesBetween(db(), ...WINDOW))).toEqual([
      // The weekly one's first time (14 October) is before today; its others are 14:30 in summer and in winter time.
      '2026-10-21T12:30:00.000Z/2026-10-21T13:00:00.000Z',
      '2026-10-22T13:00:00.000Z/2026-10-22T13:30:00.000Z',
      '2026-10-28T13:30:00.000Z/2026-10-28T14:00:00.000Z',
      // Thursday after the clocks went back: 14:00-15:00 in Zurich is 13:00 UTC.
      '2026-10-29T13:00:00.000Z/2026-10-29T14:00:00.000Z',
      '2026-11-04T13:30:00.000Z/2026-11-04T14:00:00.000Z',
      // A day away: the whole of 6 November on Zurich's clock.
      '2026-11-05T23:00:00.000Z/2026-11-06T23:00:00.000Z',
    ]);
    const state = await calendarFeed(db());
    expect(state).toMatchObject({ succeededAt: NOW, checkedAt: NOW, errorCode: null });
  });

  it('keeps the last good busy times when the feed fails, and says why: an error status, then no calendar', async () => {
    feed.answer({ status: 200, body: FIRM_CALENDAR });
    await setCalendarFeed(db(), feed.url);
    await refreshFirmCalendar(db(), NOW);
    const good = iso(await busyTimesBetween(db(), ...WINDOW));

    feed.answer({ status: 500, body: 'Internal Server Error' });
    expect(await refreshFirmCalendar(db(), LATER)).toEqual({ outcome: 'failed', code: 'feed_status' });
    expect(await calendarFeed(db())).toMatchObject({ succeededAt: NOW, checkedAt: LATER, errorCode: 'feed_status', errorDetail: '500' });
    expect(iso(await busyTimesBetween(db(), ...WINDOW))).toEqual(good);

    feed.answer({ status: 200, body: '<html>Sign in to your calendar</html>' });
    expect(await refreshFirmCalendar(db(), LATEST)).toEqual({ outcome: 'failed', code: 'feed_not_calendar' });
    expect(await calendarFeed(db())).toMatchObject({ succeededAt: NOW, errorCode: 'feed_not_calendar', errorDetail: null });
    expect(iso(await busyTimesBetween(db(), ...WINDOW))).toEqual(good);

    feed.answer({ status: 200, body: calendarOf(['DTSTART:20261022T130000Z', 'DTEND:20261022T133000Z']) });
    expect(await refreshFirmCalendar(db(), new Date('2026-10-20T08:30:00Z'))).toEqual({ outcome: 'read', busy: 1 });
    expect(await calendarFeed(db())).toMatchObject({ errorCode: null, errorDetail: null });
  });

  it('gives up on a feed that does not answer in time or is too large', async () => {
    await setCalendarFeed(db(), feed.url);
    feed.answer('hang');
    expect(await refreshFirmCalendar(db(), NOW, { timeoutMs: 300 })).toEqual({ outcome: 'failed', code: 'feed_timeout' });
    feed.answer({ status: 200, body: FIRM_CALENDAR });
    expect(await refreshFirmCalendar(db(), LATER, { maxBytes: 1024 })).toEqual({ outcome: 'failed', code: 'feed_too_large' });
  });

  it('is read once per round however many instances ask at once, and not again before the next round', async () => {
    feed.answer({ status: 200, body: FIRM_CALENDAR });
    await setCalendarFeed(db(), feed.url);
    const before = feed.reads();
    const reads = await Promise.all(Array.from({ length: 5 }, () => refreshFirmCalendar(db(), NOW)));
    expect(reads.filter((read) => read.outcome === 'read')).toHaveLength(1);
    expect(await refreshFirmCalendar(db(), new Date(NOW.getTime() + 60_000))).toEqual({ outcome: 'not_due' });
    expect(feed.reads() - before).toBe(1);
  });

  it('reads nothing while no feed is set', async () => {
    expect(await refreshFirmCalendar(db(), NOW)).toEqual({ outcome: 'not_due' });
  });
});
