CREATE TYPE "public"."event_attendance" AS ENUM('attended', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."event_format" AS ENUM('live-receipts', 'live-data-protection', 'live-vat', 'workshop-half-day', 'workshop-full-day', 'workshop-multi-day', 'workshop-large-group');--> statement-breakpoint
CREATE TYPE "public"."event_mode" AS ENUM('online', 'onsite', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('scheduled', 'cancelled', 'postponed', 'moved_online');--> statement-breakpoint
CREATE TYPE "public"."event_registration_status" AS ENUM('registered', 'waiting', 'offered', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "event_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" "event_format" NOT NULL,
	"email" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_language" text NOT NULL,
	"consent_source_page" text NOT NULL,
	"privacy_version" text NOT NULL,
	"client_hash" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"told_of_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "event_interests_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" "event_registration_status" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"answer" text,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_language" text NOT NULL,
	"consent_source_page" text NOT NULL,
	"privacy_version" text NOT NULL,
	"client_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"join_token_hash" text NOT NULL,
	"waiting_since" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"attendance" "event_attendance",
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "event_registrations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "event_registrations_join_token_hash_unique" UNIQUE("join_token_hash")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"format" "event_format",
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_de" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" "event_mode" NOT NULL,
	"address" text,
	"room_url" text,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"price_chf" integer,
	"question_de" text,
	"question_en" text,
	"status" "event_status" DEFAULT 'scheduled' NOT NULL,
	"published_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" > 0),
	CONSTRAINT "events_seats_within_capacity" CHECK ("events"."seats_taken" >= 0 AND "events"."seats_taken" <= "events"."capacity"),
	CONSTRAINT "events_price_not_negative" CHECK ("events"."price_chf" IS NULL OR "events"."price_chf" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_interests" ADD CONSTRAINT "event_interests_told_of_event_id_events_id_fk" FOREIGN KEY ("told_of_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_interests_one_per_format" ON "event_interests" USING btree ("format",lower("email"));--> statement-breakpoint
CREATE INDEX "event_interests_email_idx" ON "event_interests" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_active" ON "event_registrations" USING btree ("event_id",lower("email")) WHERE "event_registrations"."status" in ('registered', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "event_registrations_line_idx" ON "event_registrations" USING btree ("event_id","status","waiting_since");--> statement-breakpoint
CREATE INDEX "event_registrations_offers_idx" ON "event_registrations" USING btree ("offer_expires_at") WHERE "event_registrations"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");