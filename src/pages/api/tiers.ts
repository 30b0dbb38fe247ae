import type { APIRoute } from 'astro';
import { database } from '../../server/db/instance.ts';
import { jsonResponse } from '../../server/http/json.ts';
import { listTierAvailability } from '../../server/tiers/tiers.repo.ts';

export const prerender = false;

/** spec §3/§7: the tier availability records, computed from the database. */
export const GET: APIRoute = async () => jsonResponse(await listTierAvailability((await database()).db));
