import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { FREE_CONSULTATION_MINUTES } from '#lib/constants.ts';
import { reserveBooking } from '#server/booking/bookings.repo.ts';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { jsonResponse } from '#server/http/json.ts';

// For the browser tests: a booking written as the booking page writes it (reserveBooking), at any time, also a
// past one, handed back as JSON. Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  const { startsAt, name, email, company, topic, question } = (await request.json()) as Record<string, string | undefined>;
  if (!startsAt || !name || !email) return jsonResponse({ error: 'startsAt, name and email required' }, 400);
  const start = new Date(startsAt);
  const answer = await reserveBooking(
    (await database()).db,
    {
      startsAt: start,
      endsAt: new Date(start.getTime() + FREE_CONSULTATION_MINUTES * 60_000),
      name,
      email,
      company: company ?? null,
      topic: topic ?? 'other',
      question: question ?? '',
      consentAt: new Date(),
      consentLanguage: 'de',
      consentSourcePage: '/booking',
      privacyVersion: 'test',
      clientHash: 'test',
      tokenHash: crypto.randomUUID(),
    },
    siteConfig.booking.bufferMinutes,
  );
  return answer.code === 'done' ? jsonResponse({ id: answer.booking.id }) : jsonResponse({ error: 'taken' }, 409);
};
