CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled', 'held', 'no_show');--> statement-breakpoint
CREATE TABLE "booking_cells" (
	"cell_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_language" text NOT NULL,
	"consent_source_page" text NOT NULL,
	"privacy_version" text NOT NULL,
	"client_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "bookings_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "booking_cells" ADD CONSTRAINT "booking_cells_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");