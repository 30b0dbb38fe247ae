-- Decision 0033: the console at a million rows. Trigram indexes serve its searches (pg_trgm ships with PostgreSQL's
-- contrib and with PGlite); times are kept to the millisecond so that a page can continue after a row's time.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "audit_log" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "contact_messages" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "mail_outbox" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "security_events" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "waitlist_entries" SET "created_at" = date_trunc('milliseconds', "created_at") WHERE "created_at" <> date_trunc('milliseconds', "created_at");--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "security_events_created_idx";--> statement-breakpoint
DROP INDEX "waitlist_status_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "erasure_cleanups" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "operator_invites" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "operator_passkeys" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "security_events" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_person_idx" ON "audit_log" USING btree (("details" -> 'about' ->> 'personRef'));--> statement-breakpoint
CREATE INDEX "contact_messages_folder_idx" ON "contact_messages" USING btree ("folder","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("name" || E'\n' || "email" || E'\n' || coalesce("company", '') || E'\n' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_search_idx" ON "mail_outbox" USING gin (("recipient" || E'\n' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_content_idx" ON "mail_outbox" USING gin (("subject" || E'\n' || "text_body" || E'\n' || "html_body") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "mail_outbox_reply_to_idx" ON "mail_outbox" USING btree (lower("reply_to"));--> statement-breakpoint
CREATE INDEX "newsletter_created_idx" ON "newsletter_subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_status_idx" ON "newsletter_subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "security_events_severity_idx" ON "security_events" USING btree ("severity","created_at","id");--> statement-breakpoint
CREATE INDEX "security_events_type_idx" ON "security_events" USING btree ("event_type","created_at","id");--> statement-breakpoint
CREATE INDEX "security_events_text_idx" ON "security_events" USING gin ((coalesce("user_identifier", '') || E'\n' || coalesce("user_agent", '') || E'\n' || coalesce("event_data"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "waitlist_created_idx" ON "waitlist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_tier_idx" ON "waitlist_entries" USING btree ("tier","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_text_idx" ON "waitlist_entries" USING gin ((coalesce("company", '') || E'\n' || coalesce("motivation", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_status_idx" ON "waitlist_entries" USING btree ("status","created_at","id");