import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the feed's server answers next: a status and a body, or no answer at all (a server that hangs). */
export type FeedAnswer = { status: number; body: string } | 'hang';

/** A local HTTP server standing in for a calendar's private feed address: its answer can be changed between reads. */
export async function startCalendarFeedServer(): Promise<{
  url: string;
  answer: (next: FeedAnswer) => void;
  reads: () => number;
  close: () => Promise<void>;
}> {
  let next: FeedAnswer = { status: 404, body: '' };
  let count = 0;
  const server: Server = createServer((_request, response) => {
    count += 1;
    if (next === 'hang') return;
    response.writeHead(next.status, { 'Content-Type': 'text/calendar; charset=utf-8' });
    response.end(next.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/private/basic.ics`,
    answer: (answer) => {
      next = answer;
    },
    reads: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ZURICH_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An iCalendar text of the given events' lines, with Zurich's VTIMEZONE as calendar apps write it. */
export const calendarOf = (...events: string[][]): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Firm//Calendar//EN',
    ...ZURICH_TIMEZONE,
    ...events.flatMap((lines, n) => [
      'BEGIN:VEVENT',
      `UID:event-${n}@firm.example`,
      'DTSTAMP:20261001T000000Z',
      'SUMMARY:Termin',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
