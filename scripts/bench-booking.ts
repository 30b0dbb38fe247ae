import { count, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { translate } from '../src/i18n/translate.ts';
import type { Database } from '../src/server/db/client.ts';
import { bookingCells, bookings } from '../src/server/db/schema.ts';
import { freeSlots, type Interval } from '../src/server/booking/availability.ts';
import { bookingRules } from '../src/server/booking/booking-rules.ts';
import { publicHolidays } from '../src/server/booking/holidays.ts';
import { startBuiltServer } from '../tests/setup/server.ts';
import { seedBusyTimes } from './bench-booking-busy.ts';
import { benchEngine, percentile } from './bench-engine.ts';

/**
 * `npm run bench -- --booking` (after `npm run build`), decision 0050, on the embedded database, or on PostgreSQL
 * with BENCH_DATABASE_URL or TEST_DATABASE_URL (a database of its own):
 * - the race: BENCH_BOOKING_REQUESTS (200) bookings posted at once at BENCH_BOOKING_SLOTS (20) slots through the built
 *   server → exactly one booking per slot, none overlapping, every other answer a 409 naming the next free slots;
 * - the page: /booking with BENCH_BOOKING_FUTURE (5,000) future bookings and BENCH_BOOKING_BUSY (500) busy times of
 *   the firm's calendar → p95 ≤ 50 ms over BENCH_BOOKING_PAGE_REQUESTS (300) requests one after another, in both languages;
 * - the slots of a week computed from those bookings and busy times, in-process → p95 ≤ 5 ms.
 */
const REQUESTS = Number(process.env.BENCH_BOOKING_REQUESTS ?? 200);
const SLOTS = Number(process.env.BENCH_BOOKING_SLOTS ?? 20);
const FUTURE = Number(process.env.BENCH_BOOKING_FUTURE ?? 5000);
const BUSY = Number(process.env.BENCH_BOOKING_BUSY ?? 500);
const TARGETS = { pageP95Ms: 50, weekP95Ms: 5 };
const PAGE_REQUESTS = Number(process.env.BENCH_BOOKING_PAGE_REQUESTS ?? 300);

/** The free slots the page offers, read from its radio buttons: each one's start. */
async function offeredSlots(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/booking`)).text();
  return [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);
}

/** `count` slots no two of which are closer than the buffer or on a day past its cap: 14:00, 14:30, 15:00, 15:30 of the first days. */
function spreadSlots(offered: string[], wanted: number): string[] {
  const perDay = new Map<string, string[]>();
  for (const slot of offered) {
    const day = slot.slice(0, 10);
    const chosen = perDay.get(day) ?? [];
    const last = chosen.at(-1);
    if (chosen.length < bookingRules().maxPerDay && (!last || Date.parse(slot) - Date.parse(last) >= 30 * 60_000)) chosen.push(slot);
    perDay.set(day, chosen);
  }
  return [...perDay.values()].flat().slice(0, wanted);
}

async function race(origin: string): Promise<{ ok: boolean; booked: number; refused: number; other: number; withAlternatives: number }> {
  const slots = spreadSlots(await offeredSlots(origin), SLOTS);
  if (slots.length < SLOTS) throw new Error(`only ${slots.length} slots offered`);
  const prefix = translate('de', 'booking.taken', { slots: '§' }).split('§')[0]!;
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, n) => {
      const response = await fetch(`${origin}/api/booking`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({
          slot: slots[n % slots.length],
          name: `Bench Visitor ${n}`,
          email: `bench${n}@example.ch`,
          topic: 'other',
          question: 'Eine Frage für den Lasttest der Buchung.',
          lang: 'de',
        }),
      });
      const body = (await response.json()) as { code: string; message: string };
      return { status: response.status, body };
    }),
  );
  const booked = answers.filter((answer) => answer.status === 200).length;
  const refused = answers.filter((answer) => answer.status === 409 && answer.body.code === 'taken');
  const withAlternatives = refused.filter(
    (answer) => answer.body.message.startsWith(prefix) && /\d{2}:\d{2} \(Zürich\)/.test(answer.body.message),
  ).length;
  const other = answers.length - booked - refused.length;
  return {
    ok: booked === SLOTS && other === 0 && withAlternatives === refused.length,
    booked,
    refused: refused.length,
    other,
    withAlternatives,
  };
}

/** FUTURE confirmed bookings spread over the horizon (they may overlap: the page reads them, the cells are not needed). */
async function seedFuture(db: Database): Promise<void> {
  const horizonMinutes = bookingRules().horizonDays * 24 * 60;
  await db.execute(sql`
    insert into ${bookings} (starts_at, ends_at, name, email, topic, question, consent_at, consent_language,
      consent_source_page, privacy_version, client_hash, token_hash)
    select now() + (n * ${horizonMinutes} / ${FUTURE}::int) * interval '1 minute',
      now() + (n * ${horizonMinutes} / ${FUTURE}::int + 15) * interval '1 minute',
      'Seeded ' || n, 'seeded' || n || '@example.ch', 'other', 'Seeded question', now(), 'de', '/booking', '2026-11-22',
      'hash', 'seeded-' || n
    from generate_series(1, ${FUTURE}::int) as n`);
}

async function pageTimes(origin: string): Promise<number[]> {
  // Warm in both languages: a page's first renders in a language compile what it needs.
  for (let warm = 0; warm < 10; warm += 1) await (await fetch(`${origin}${warm % 2 === 0 ? '' : '/en'}/booking`)).arrayBuffer();
  const times: number[] = [];
  // Long enough (some seconds) that the page's slots are read again several times beside the answers.
  for (let n = 0; n < PAGE_REQUESTS; n += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}${n % 2 === 0 ? '' : '/en'}/booking`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/booking answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** A week's slots from FUTURE bookings and BUSY busy times within it, computed in-process, 50 times after 5 to warm up. */
function weekTimes(): number[] {
  const rules = bookingRules();
  const now = Temporal.Now.instant();
  const within = (n: number, total: number, lengthMinutes: number): Interval => {
    const start = now.add({ minutes: Math.floor((n * 7 * 24 * 60) / total) });
    return { start: start.epochMilliseconds, end: start.epochMilliseconds + lengthMinutes * 60_000 };
  };
  const booked = Array.from({ length: FUTURE }, (_, n) => within(n, FUTURE, 15));
  const busy = Array.from({ length: BUSY }, (_, n) => within(n, BUSY, 60));
  const today = now.toZonedDateTimeISO(rules.timeZone).toPlainDate();
  const isHoliday = publicHolidays('ZH');
  const times: number[] = [];
  for (let n = 0; n < 55; n += 1) {
    const start = performance.now();
    freeSlots({ rules, now, isHoliday, booked, busy }, today.toString(), today.add({ days: 6 }).toString());
    if (n >= 5) times.push(performance.now() - start);
  }
  return times;
}

export async function benchBooking(): Promise<boolean> {
  const database = await benchEngine('booking');
  const settings = { ...database.env, ENABLE_TEST_HOOKS: 'false', LOG_LEVEL: 'error', RATE_LIMIT_BOOKING: '100000000/60' };
  try {
    let server = await startBuiltServer(settings);
    const raced = await race(server.origin);
    await server.stop();
    const opened = await database.open();
    const [written] = await opened.db.select({ n: count() }).from(bookings);
    const [cells] = await opened.db.select({ n: count() }).from(bookingCells);
    await seedFuture(opened.db);
    await seedBusyTimes(opened.db, BUSY);
    await opened.close();
    console.log(
      `Booking race on ${database.name}: ${REQUESTS} bookings posted at once at ${SLOTS} slots → ${raced.booked} booked (${written!.n} rows, ` +
        `${cells!.n} cells held, none twice by the primary key), ${raced.refused} answered 409 of which ${raced.withAlternatives} name the next free slots, ` +
        `${raced.other} other answers (target: exactly ${SLOTS}, every other a 409 with alternatives)`,
    );
    server = await startBuiltServer(settings);
    const page = await pageTimes(server.origin).finally(() => server.stop());
    const week = weekTimes();
    const pageP95 = percentile(page, 0.95);
    const weekP95 = percentile(week, 0.95);
    console.log(
      `Booking page with ${FUTURE} future bookings and ${BUSY} busy times on ${database.name}: median ${percentile(page, 0.5).toFixed(1)} ms, ` +
        `p95 ${pageP95.toFixed(1)} ms (target ≤ ${TARGETS.pageP95Ms} ms)`,
    );
    console.log(
      `A week's slots from ${FUTURE} bookings and ${BUSY} busy times, in-process: median ${percentile(week, 0.5).toFixed(2)} ms, ` +
        `p95 ${weekP95.toFixed(2)} ms (target ≤ ${TARGETS.weekP95Ms} ms)`,
    );
    return raced.ok && Number(written!.n) === SLOTS && pageP95 <= TARGETS.pageP95Ms && weekP95 <= TARGETS.weekP95Ms;
  } finally {
    await database.drop();
  }
}
