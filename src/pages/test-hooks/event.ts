import type { APIRoute } from 'astro';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { createEvent, publishEvent } from '#server/events/event-editing.service.ts';
import { jsonResponse } from '#server/http/json.ts';

// For the browser tests: a published event made as the console makes one (createEvent, publishEvent), starting in
// `startsInHours` (default a week), handed back as JSON. Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  const {
    slug,
    capacity = 20,
    startsInHours = 24 * 7,
    question,
  } = (await request.json()) as {
    slug?: string;
    capacity?: number;
    startsInHours?: number;
    question?: string;
  };
  if (!slug) return jsonResponse({ error: 'slug required' }, 400);
  const now = new Date();
  const startsAt = new Date(Math.ceil((now.getTime() + startsInHours * 3_600_000) / 60_000) * 60_000);
  const { db } = await database();
  const created = await createEvent(
    db,
    {
      slug,
      format: null,
      titleDe: 'KI-Workshop für Treuhänder',
      titleEn: 'AI workshop for fiduciaries',
      summaryDe: 'Ein halber Tag, in dem Ihr Team lernt, Belege mit KI zu verbuchen und die MWST vorzubereiten.',
      summaryEn: 'Half a day in which your team learns to book receipts with AI and to prepare VAT.',
      descriptionDe: 'Wir arbeiten mit **Ihren eigenen Belegen**.',
      descriptionEn: 'We work with **your own receipts**.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
      mode: 'online',
      address: null,
      roomUrl: 'https://meet.example.ch/workshop',
      capacity,
      registrationClosesAt: startsAt,
      priceChf: null,
      questionDe: question ?? null,
      questionEn: question ?? null,
    },
    now,
  );
  if (!('event' in created)) return jsonResponse({ error: created.code }, 409);
  await publishEvent(db, created.event.id, env().SITE_URL, now);
  return jsonResponse({ id: created.event.id, slug });
};
