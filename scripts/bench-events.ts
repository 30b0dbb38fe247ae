import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { eventRegistrations, events, mailOutbox } from '../src/server/db/schema.ts';
import { registrationTokens } from '../src/server/events/registration.service.ts';
import { startBuiltServer } from '../tests/setup/server.ts';
import { benchEngine, percentile } from './bench-engine.ts';

/**
 * `npm run bench -- --events` (after `npm run build`), decision 0051, on the embedded database, or on PostgreSQL with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a database of its own):
 * - the race: BENCH_EVENTS_REQUESTS (500) registrations posted at once for BENCH_EVENTS_SEATS (40) seats through the
 *   built server → exactly the seats registered, every other answer a 409 that offers the waiting list, none oversold;
 * - the line: those refused join the waiting list, then BENCH_EVENTS_CANCEL (10) attendees cancel on their pages at
 *   once → exactly the next 10 of the line offered the seats, in the line's order, none twice, one mail each;
 * - the page: the event's page with BENCH_EVENTS_REGISTRATIONS (2,000) registrations → p95 ≤ 20 ms over 300
 *   requests one after another, in both languages, on a server 2 s after its start and 10 requests warm.
 */
const REQUESTS = Number(process.env.BENCH_EVENTS_REQUESTS ?? 500);
const SEATS = Number(process.env.BENCH_EVENTS_SEATS ?? 40);
const CANCEL = Number(process.env.BENCH_EVENTS_CANCEL ?? 10);
const REGISTRATIONS = Number(process.env.BENCH_EVENTS_REGISTRATIONS ?? 2000);
const PAGE_REQUESTS = Number(process.env.BENCH_EVENTS_PAGE_REQUESTS ?? 300);
const PAGE_P95_MS = 20;
const SETTLE_MS = 2000;
const SLUG = 'bench-workshop';
const SALT = 'bench-events-salt-0123456789abcdef0123456789abcdef';

async function seedEvent(db: Database, slug: string, capacity: number): Promise<string> {
  const startsAt = new Date(Date.now() + 10 * 24 * 60 * 60_000);
  const [row] = await db
    .insert(events)
    .values({
      slug,
      format: 'workshop-half-day',
      titleDe: 'KI in der Buchhaltung: Workshop',
      titleEn: 'AI in accounting: workshop',
      summaryDe: 'Ein halber Tag, in dem Ihr Team lernt, Belege mit KI zu verbuchen.',
      summaryEn: 'Half a day in which your team learns to book receipts with AI.',
      descriptionDe: 'Wir zeigen an Ihren eigenen Belegen, wie es geht.',
      descriptionEn: 'We show it with your own receipts.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 60 * 60_000),
      mode: 'online',
      roomUrl: 'https://meet.example.ch/bench',
      capacity,
      registrationClosesAt: startsAt,
      publishedAt: new Date(),
    })
    .returning({ id: events.id });
  return row!.id;
}

const post = async (origin: string, path: string, body: Record<string, string>, form = false) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json', Origin: origin },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });

const registration = (n: number, waitingList: 'yes' | 'no') => ({
  event: SLUG,
  name: `Bench Attendee ${n}`,
  email: `attendee${n}@example.ch`,
  waitingList,
  lang: 'de',
});

async function race(origin: string) {
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, n) => {
      const response = await post(origin, '/api/events/register', registration(n, 'no'));
      return { n, status: response.status, code: ((await response.json()) as { code: string }).code };
    }),
  );
  const registered = answers.filter((answer) => answer.status === 200 && answer.code === 'ok');
  const full = answers.filter((answer) => answer.status === 409 && answer.code === 'full');
  return { registered, full, other: answers.length - registered.length - full.length };
}

export async function benchEvents(): Promise<boolean> {
  const database = await benchEngine('events');
  const settings = {
    ...database.env,
    ENABLE_TEST_HOOKS: 'false',
    LOG_LEVEL: 'error',
    // The tokens of the registrations' pages are derived with the server's salt: the bench derives them with the same.
    CLIENT_HASH_SALT: SALT,
    RATE_LIMIT_EVENT_REGISTRATION: '100000000/60',
    RATE_LIMIT_EVENT_LINKS: '100000000/60',
  };
  try {
    let opened = await database.open();
    const eventId = await seedEvent(opened.db, SLUG, SEATS);
    await opened.close();
    let server = await startBuiltServer(settings);
    const raced = await race(server.origin);
    // Those refused join the waiting list, one after another, so that the line's order is known.
    for (const answer of raced.full.toSorted((a, b) => a.n - b.n))
      await post(server.origin, '/api/events/register', registration(answer.n, 'yes'));
    await server.stop();
    opened = await database.open();
    const seated = await opened.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')))
      .limit(CANCEL);
    const line = await opened.db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waiting')))
      .orderBy(asc(eventRegistrations.waitingSince), asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    await opened.close();
    server = await startBuiltServer(settings);
    const cancelled = await Promise.all(
      seated.map(async (one) => {
        const response = await post(
          server.origin,
          '/events/registration',
          { token: registrationTokens(one, SALT).manage, intent: 'cancel' },
          true,
        );
        return response.status === 303 && /result=cancelled/.test(response.headers.get('location') ?? '');
      }),
    );
    await server.stop();

    opened = await database.open();
    const offered = await opened.db
      .select({ id: eventRegistrations.id, email: eventRegistrations.email })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'offered')));
    const [event] = await opened.db.select().from(events).where(eq(events.id, eventId));
    const [holding] = await opened.db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['registered', 'offered'])));
    const offerMails = await opened.db.select({ to: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.kind, 'event_offer'));
    const firstInLine = line.slice(0, CANCEL).map((one) => one.id);
    const inOrder = offered.length === CANCEL && offered.every((one) => firstInLine.includes(one.id));
    const mailedOnce = offerMails.length === CANCEL && new Set(offerMails.map((mail) => mail.to)).size === CANCEL;
    const oversold = Math.max(0, Number(holding!.n) - SEATS) + Math.max(0, event!.seatsTaken - SEATS);
    console.log(
      `Event race on ${database.name}: ${REQUESTS} registrations posted at once for ${SEATS} seats → ${raced.registered.length} registered, ` +
        `${raced.full.length} answered 409 with the waiting list offered, ${raced.other} other answers, ${oversold} oversold ` +
        `(seats taken ${event!.seatsTaken}, ${holding!.n} holding a seat); ${line.length} joined the waiting list`,
    );
    console.log(
      `Cancelling ${CANCEL} at once on their pages (${cancelled.filter(Boolean).length} cancelled) → ${offered.length} offered, ${inOrder ? 'the first' : 'NOT the first'} ${CANCEL} of the line, ` +
        `${offerMails.length} offer mails to ${new Set(offerMails.map((mail) => mail.to)).size} people`,
    );

    // The page with REGISTRATIONS registrations of all kinds.
    const pageEvent = await seedEvent(opened.db, `${SLUG}-page`, REGISTRATIONS);
    await opened.db.execute(sql`
      insert into ${eventRegistrations} (event_id, status, name, email, consent_at, consent_language, consent_source_page,
        privacy_version, client_hash, token_hash, join_token_hash, waiting_since)
      select ${pageEvent}, (array['registered', 'waiting', 'cancelled'])[1 + n % 3]::event_registration_status,
        'Seeded ' || n, 'seeded' || n || '@example.ch', now(), 'de', '/events', '2026-11-22', 'hash', 'seeded-' || n,
        'seeded-join-' || n, case when n % 3 = 1 then now() end
      from generate_series(1, ${REGISTRATIONS}::int) as n`);
    await opened.db.execute(sql`update ${events} set seats_taken = ${Math.ceil(REGISTRATIONS / 3)} where id = ${pageEvent}`);
    await opened.close();
    server = await startBuiltServer(settings);
    // The page as a running server answers it: after the jobs that run at start (retention, the mail and offer
    // rounds) and a warm-up, which the first requests of a new process would otherwise measure.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const times: number[] = [];
    try {
      for (let n = 0; n < PAGE_REQUESTS + 10; n += 1) {
        const start = performance.now();
        const response = await fetch(`${server.origin}${n % 2 === 0 ? '' : '/en'}/events/${SLUG}-page`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`the event page answered ${response.status}`);
        if (n >= 10) times.push(performance.now() - start);
      }
    } finally {
      await server.stop();
    }
    const p95 = percentile(times, 0.95);
    console.log(
      `Event page with ${REGISTRATIONS} registrations on ${database.name}: median ${percentile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms (target ≤ ${PAGE_P95_MS} ms)`,
    );
    return raced.registered.length === SEATS && raced.other === 0 && oversold === 0 && inOrder && mailedOnce && p95 <= PAGE_P95_MS;
  } finally {
    await database.drop();
  }
}
