import { redactEmails } from '../../lib/security/monitor.ts';
import { securityEventType, severityOf } from '../../lib/security/severity.ts';
import { cutAt } from '../../lib/validation/sanitize.ts';
import type { Database } from '../db/client.ts';
import { insertSecurityEvent } from './security-events.repo.ts';
import { storableJson, storableText } from './storable-json.ts';

/** Largest event payload kept; a bigger one is stored as a cut preview. */
export const EVENT_DATA_MAX_BYTES = 4096;
const FIELD_MAX = 200;

const text = (value: unknown, max = FIELD_MAX) => (typeof value === 'string' && value !== '' ? storableText(cutAt(value, max)) : null);

/** issue 14 §7: addresses never reach the table, also when a client other than the site's monitor sends them. */
const redacted = (value: string | null) => (value === null ? null : String(redactEmails(value)));

/** Keeps the payload within its cap, as JSON the database can store. */
function cappedData(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const serialized = JSON.stringify(value) ?? 'null';
  if (Buffer.byteLength(serialized) <= EVENT_DATA_MAX_BYTES) return value;
  return { truncated: true, preview: cutAt(serialized, EVENT_DATA_MAX_BYTES / 2) };
}

/**
 * spec §7/§8: stores a client's security event. The type is one the site emits, else `other`, and
 * the severity is the server's own judgement of it (issue 14 §7); e-mail addresses in any text, the
 * messages inside the event data included, are replaced by the marker the browser uses.
 */
export async function recordSecurityEvent(db: Database, data: Record<string, unknown>, network: string | null): Promise<boolean> {
  const reportedType = text(data.event_type, 100);
  if (!reportedType) return false;
  const eventType = securityEventType(reportedType);
  await insertSecurityEvent(db, {
    eventType,
    severity: severityOf(eventType),
    userIdentifier: redacted(text(data.user_identifier)),
    userAgent: redacted(text(data.user_agent, 400)),
    eventData: storableJson(cappedData(redactEmails(data.event_data))),
    clientNetwork: network,
  });
  return true;
}
