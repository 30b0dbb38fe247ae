import type { APIRoute } from 'astro';
import { database } from '#server/db/instance.ts';
import { jsonResponse } from '#server/http/json.ts';
import { tierAvailability } from '#server/tiers/tier-availability.ts';

export const prerender = false;

/** spec §3/§7: the tier availability records, computed from the database (at most a few seconds old, decision 0018). */
export const GET: APIRoute = async () => jsonResponse(await tierAvailability((await database()).db));
