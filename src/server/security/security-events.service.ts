import { severityOf } from '../../lib/security/severity.ts';
import type { Database } from '../db/client.ts';
import { insertSecurityEvent } from './security-events.repo.ts';

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
  await insertSecurityEvent(db, {
    eventType,
    severity: severityOf(eventType),
    userIdentifier: text(data.user_identifier),
    userAgent: text(data.user_agent, 400),
    eventData: cappedData(data.event_data),
    clientNetwork: network,
  });
  return true;
}
