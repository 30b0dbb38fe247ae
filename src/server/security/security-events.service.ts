import { redactEmails } from '#lib/security/email-redaction.ts';
import { reportedEventType, severityOf, type SecurityEventType } from '#lib/security/severity.ts';
import { cutAt } from '#lib/validation/sanitize.ts';
import type { Database } from '../db/client.ts';
import { insertSecurityEvent } from './security-events.repo.ts';
import { storableJson, storableText } from './storable-json.ts';

/** Largest event payload kept; a bigger one is stored as a cut preview. */
export const EVENT_DATA_MAX_BYTES = 4096;
const FIELD_MAX = 200;

const text = (value: unknown, max = FIELD_MAX) => (typeof value === 'string' && value !== '' ? storableText(cutAt(value, max)) : null);

/**
 * spec §8: addresses never reach the table, also when a client other than the site's monitor sends
 * them; redacted before the text is cut, so that no part of one is left at the cut (spec §8).
 */
const redactedText = (value: unknown, max = FIELD_MAX) => text(typeof value === 'string' ? redactEmails(value) : value, max);

/** Keeps the payload within its cap, as JSON the database can store. */
function cappedData(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const serialized = JSON.stringify(value) ?? 'null';
  if (Buffer.byteLength(serialized) <= EVENT_DATA_MAX_BYTES) return value;
  return { truncated: true, preview: cutAt(serialized, EVENT_DATA_MAX_BYTES / 2) };
}

/** An event as it is stored: its type (the severity follows from it), the client's network and what it carries. */
export interface SecurityEventInput {
  eventType: SecurityEventType;
  clientNetwork: string | null;
  userIdentifier?: unknown;
  userAgent?: unknown;
  eventData?: unknown;
}

/** The data of an event as stored: addresses redacted, within its cap, storable JSON. */
export const storedEventData = (data: unknown): unknown => storableJson(cappedData(redactEmails(data)));

/**
 * Stores an event with the severity spec §8 gives its type; e-mail addresses in any text, the messages
 * inside the event data included, are replaced by the marker the browser uses. Returns its id.
 */
export function storeSecurityEvent(db: Database, event: SecurityEventInput): Promise<number> {
  return insertSecurityEvent(db, {
    eventType: event.eventType,
    severity: severityOf(event.eventType),
    userIdentifier: redactedText(event.userIdentifier),
    userAgent: redactedText(event.userAgent, 400),
    eventData: storedEventData(event.eventData),
    clientNetwork: event.clientNetwork,
  });
}

/**
 * spec §7/§8: stores a security event a client reported. Its type is one the browser may report, else
 * `other` – also when it names one of the server's own events (decision 0024) – and the severity is the
 * server's own judgement of it (spec §8).
 */
export async function recordReportedEvent(db: Database, data: Record<string, unknown>, network: string | null): Promise<boolean> {
  const reportedType = text(data.event_type, 100);
  if (!reportedType) return false;
  await storeSecurityEvent(db, {
    eventType: reportedEventType(reportedType),
    clientNetwork: network,
    userIdentifier: data.user_identifier,
    userAgent: data.user_agent,
    eventData: data.event_data,
  });
  return true;
}
