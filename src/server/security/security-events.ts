import { desc } from 'drizzle-orm';
import { severityOf } from '../../lib/security/severity.ts';
import type { Database } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';

/** Largest event payload kept; a bigger one is stored as a cut preview. */
export const EVENT_DATA_MAX_BYTES = 4096;
const FIELD_MAX = 200;

const text = (value: unknown, max = FIELD_MAX) => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);

/** Keeps the payload within its cap, as JSON the database can store. */
function cappedData(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const serialized = JSON.stringify(value) ?? 'null';
  if (Buffer.byteLength(serialized) <= EVENT_DATA_MAX_BYTES) return value;
  return { truncated: true, preview: serialized.slice(0, EVENT_DATA_MAX_BYTES / 2) };
}

/** spec §7/§8: stores a client's security event; the severity is the server's own judgement. */
export async function recordSecurityEvent(db: Database, data: Record<string, unknown>, network: string | null): Promise<boolean> {
  const eventType = text(data.event_type, 100);
  if (!eventType || !/^[a-z0-9_.-]+$/i.test(eventType)) return false;
  await db.insert(securityEvents).values({
    eventType,
    severity: severityOf(eventType),
    userIdentifier: text(data.user_identifier),
    userAgent: text(data.user_agent, 400),
    eventData: cappedData(data.event_data),
    clientNetwork: network,
  });
  return true;
}

/** The newest stored events first (test hook and diagnostics); never the client network. */
export async function latestSecurityEvents(db: Database, limit: number) {
  return db
    .select({
      eventType: securityEvents.eventType,
      severity: securityEvents.severity,
      userIdentifier: securityEvents.userIdentifier,
      eventData: securityEvents.eventData,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}
