import { and, eq, type SQL } from 'drizzle-orm';
import { distinctValues } from '../db/distinct-values.ts';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { securityEvents } from '../db/schema.ts';

export type Severity = (typeof securityEvents.$inferSelect)['severity'];

const eventFields = {
  id: securityEvents.id,
  eventType: securityEvents.eventType,
  severity: securityEvents.severity,
  userIdentifier: securityEvents.userIdentifier,
  userAgent: securityEvents.userAgent,
  eventData: securityEvents.eventData,
  clientNetwork: securityEvents.clientNetwork,
  createdAt: securityEvents.createdAt,
};

export type SecurityEventRow = Pick<typeof securityEvents.$inferSelect, keyof typeof eventFields>;

export interface SecurityEventFilter {
  severity?: Severity | undefined;
  type?: string | undefined;
}

const filtered = ({ severity, type }: SecurityEventFilter): SQL | undefined =>
  and(severity ? eq(securityEvents.severity, severity) : undefined, type ? eq(securityEvents.eventType, type) : undefined);

/** Stored events by severity and type, newest first, one page at a time. */
export async function listSecurityEvents(
  db: Database,
  filter: SecurityEventFilter & { page: PagePosition },
): Promise<Page<SecurityEventRow>> {
  return listPage(db, db.select(eventFields).from(securityEvents).$dynamic(), securityEvents, filter.page, filtered(filter));
}

/** The event types stored, for the type filter. */
export const securityEventTypes = (db: Database): Promise<string[]> => distinctValues(db, securityEvents, securityEvents.eventType);

/** Events of high or critical severity per period (spec §8). */
export const countSevereEvents = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, securityEvents, securityEvents.createdAt, since, { column: securityEvents.severity, values: ['high', 'critical'] });
