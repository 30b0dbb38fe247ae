import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The database the repositories take: either engine, or a transaction on it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
