import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarOf, startCalendarFeedServer } from '#tests/setup/calendar-feed-server.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { addBookingException } from './booking-exceptions.repo.ts';
import { openSlots } from './booking.service.ts';
import { setCalendarFeed } from './firm-calendar-feed.repo.ts';
import { refreshFirmCalendar } from './firm-calendar-feed.service.ts';

const NOW = new Date('2026-11-20T08:00:00Z'); // a Friday; the horizon reaches the end of December
const timesOn = async (db: Parameters<typeof openSlots>[0], day: string) =>
  (await openSlots(db, NOW)).find((slotDay) => slotDay.day === day)?.slots.map((slot) => slot.time) ?? [];
const WEEKLY = ['14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45'];

describe.each(TEST_ENGINES)("the firm's calendar in the free slots on $name", (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;

  it('offers no slot on a day off, and the weekly hours on the days around it', async () => {
    expect(await timesOn(db(), '2026-12-03')).toEqual(WEEKLY);
    await addBookingException(db(), { day: '2026-12-03', kind: 'off' });
    expect(await timesOn(db(), '2026-12-03')).toEqual([]);
    expect(await timesOn(db(), '2026-12-02')).toEqual(WEEKLY);
    expect(await timesOn(db(), '2026-12-04')).toEqual(WEEKLY);
  });

  it('adds the slots of extra hours, on a working day and on a holiday', async () => {
    await addBookingException(db(), { day: '2026-12-01', kind: 'extra', from: '09:00', to: '09:30' });
    // Christmas Day, a Friday: closed by law, open by the operator's extra hours only.
    expect(await timesOn(db(), '2026-12-25')).toEqual([]);
    await addBookingException(db(), { day: '2026-12-25', kind: 'extra', from: '10:00', to: '11:00' });
    expect(await timesOn(db(), '2026-12-01')).toEqual(['09:00', '09:15']);
    expect(await timesOn(db(), '2026-12-25')).toEqual(['10:00', '10:15', '10:30', '10:45']);
  });

  it("takes out the slots a busy time of the firm's feed covers, and its buffer on either side", async () => {
    const feed = await startCalendarFeedServer();
    try {
      // Thursday 3 December 14:30-15:00 in Zurich, in the feed as calendar apps write it.
      feed.answer({
        status: 200,
        body: calendarOf(['DTSTART;TZID=Europe/Zurich:20261203T143000', 'DTEND;TZID=Europe/Zurich:20261203T150000']),
      });
      await setCalendarFeed(db(), feed.url);
      expect((await refreshFirmCalendar(db(), NOW)).outcome).toBe('read');
    } finally {
      await feed.close();
    }
    // 14:15 would end at 14:30, within the 15 minutes' buffer; 15:15 starts after it.
    expect(await timesOn(db(), '2026-12-03')).toEqual(['14:00', '15:15', '15:30', '15:45']);
  });
});
