import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { firmBusyTimes } from '../src/server/db/schema.ts';
import { bookingRules } from '../src/server/booking/booking-rules.ts';

/** `count` hour-long busy times of the firm's calendar, spread over the booking horizon, as its feed would leave them. */
export async function seedBusyTimes(db: Database, count: number): Promise<void> {
  const horizonMinutes = bookingRules().horizonDays * 24 * 60;
  await db.execute(sql`
    insert into ${firmBusyTimes} (starts_at, ends_at)
    select now() + (n * ${horizonMinutes} / ${count}::int) * interval '1 minute',
      now() + (n * ${horizonMinutes} / ${count}::int + 60) * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
}
