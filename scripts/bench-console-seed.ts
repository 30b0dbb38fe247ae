import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';

/** How many rows the console bench seeds (decision 0033): PostgreSQL holds these, the embedded database a tenth. */
export const CONSOLE_ROWS = {
  contactMessages: 1_000_000,
  newsletterSubscriptions: 100_000,
  waitlistEntries: 100_000,
  securityEvents: 1_000_000,
  auditEntries: 100_000,
  mails: 100_000,
} as const;

export type ConsoleRows = Record<keyof typeof CONSOLE_ROWS, number>;

export const scaledRows = (divisor: number): ConsoleRows =>
  Object.fromEntries(Object.entries(CONSOLE_ROWS).map(([table, rows]) => [table, Math.round(rows / divisor)])) as ConsoleRows;

/** A word in a quarter of all messages, and one in none: the searches the bench times. */
export const SEARCHES = { common: 'Mehrwertsteuer', rare: 'person4242@example.ch', none: 'Zyxwvutsrq' } as const;

// Rows spread over the past year, newest first by number; in batches so that one statement stays small.
const BATCH = 100_000;
const at = (spacingSeconds: number) => `now() - (g * interval '${spacingSeconds} seconds')`;
const consent = `now(), CASE WHEN g % 2 = 0 THEN 'de' ELSE 'en' END, '/', '2026-11-25', md5('client' || g)`;

function statements(): { table: keyof ConsoleRows; insert: (from: number, to: number) => string }[] {
  return [
    {
      table: 'contactMessages',
      insert: (from, to) => `
        INSERT INTO contact_messages (name, email, company, message, language, source_page, client_hash, read_at, folder, created_at)
        SELECT 'Person ' || g, 'person' || g || '@example.ch', CASE WHEN g % 3 = 0 THEN NULL ELSE 'Firma ' || (g % 5000) || ' AG' END,
          (ARRAY['Wir suchen Unterstützung bei der Buchhaltung und der Mehrwertsteuer für unsere GmbH.',
                 'We would like to automate our payroll and the reconciliation of our bank accounts.',
                 'Bitte senden Sie uns ein Angebot für die Gründung und die laufende Buchführung.',
                 'Can you connect our ERP to the bank feed and prepare the quarterly VAT return?'])[1 + g % 4] || ' Ref. ' || md5(g::text),
          CASE WHEN g % 2 = 0 THEN 'de' ELSE 'en' END, '/kontakt', md5('client' || g),
          CASE WHEN g % 4 = 0 THEN NULL ELSE now() END,
          (CASE WHEN g % 50 = 0 THEN 'spam' WHEN g % 10 = 0 THEN 'archive' ELSE 'inbox' END)::message_folder,
          ${at(30)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
    {
      table: 'newsletterSubscriptions',
      insert: (from, to) => `
        INSERT INTO newsletter_subscriptions (email, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash, confirmed_at, unsubscribe_token_hash, created_at)
        SELECT 'reader' || g || '@example.ch', (ARRAY['confirmed', 'confirmed', 'pending', 'unsubscribed'])[1 + g % 4]::newsletter_status,
          ${consent}, CASE WHEN g % 4 < 2 THEN now() END, md5('unsubscribe' || g), ${at(300)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
    {
      table: 'waitlistEntries',
      insert: (from, to) => `
        INSERT INTO waitlist_entries (email, company, tier, motivation, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash, decided_at, created_at)
        SELECT 'applicant' || g || '@example.ch', 'Treuhand ' || g || ' GmbH', (ARRAY['early_access', 'founders_beta', 'general_waitlist'])[1 + g % 3],
          'Wir möchten die Buchhaltung automatisieren.', (ARRAY['pending', 'pending', 'accepted', 'declined'])[1 + g % 4]::waitlist_status,
          ${consent}, CASE WHEN g % 4 >= 2 THEN now() END, ${at(300)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
    {
      table: 'securityEvents',
      insert: (from, to) => `
        INSERT INTO security_events (event_type, severity, user_identifier, user_agent, event_data, client_network, created_at)
        SELECT (ARRAY['rate_limited', 'csrf_attempt', 'honeypot', 'invalid_input'])[1 + g % 4],
          (ARRAY['low', 'low', 'medium', 'high'])[1 + g % 4]::security_severity, NULL, 'Mozilla/5.0 (bench)',
          jsonb_build_object('path', '/api/contact', 'n', g), '192.0.2.0/24', ${at(30)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
    {
      table: 'auditEntries',
      insert: (from, to) => `
        INSERT INTO audit_log (actor, action, target, details, created_at)
        SELECT 'operator' || (g % 3) || '@example.ch', (ARRAY['accept', 'decline', 'answered', 'export', 'retry'])[1 + g % 5], md5(g::text)::uuid::text, NULL, ${at(300)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
    {
      table: 'mails',
      insert: (from, to) => `
        INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, status, attempts, sent_at, created_at)
        SELECT (ARRAY['contact_notification', 'contact_confirmation', 'newsletter_confirmation', 'waitlist_notification'])[1 + g % 4],
          'person' || g || '@example.ch', 'Ihre Nachricht ' || g, 'Guten Tag', '<p>Guten Tag</p>',
          (CASE WHEN g % 100 = 0 THEN 'failed' ELSE 'sent' END)::mail_status, 1, now(), ${at(300)}
        FROM generate_series(${from}, ${to}) AS g`,
    },
  ];
}

/** Fills an empty, migrated database with `rows` of everything the console lists, then vacuums and analyses it. */
export async function seedConsole(db: Database, rows: ConsoleRows): Promise<void> {
  for (const { table, insert } of statements()) {
    for (let from = 1; from <= rows[table]; from += BATCH) {
      await db.execute(sql.raw(insert(from, Math.min(from + BATCH - 1, rows[table]))));
    }
  }
  // As autovacuum leaves a table that has been in use: statistics and the visibility map (index-only scans) up to date.
  await db.execute(sql`VACUUM ANALYZE`);
  // The seed's gigabytes written back now, not by a checkpoint in the middle of the timed requests.
  await db.execute(sql`CHECKPOINT`);
}
