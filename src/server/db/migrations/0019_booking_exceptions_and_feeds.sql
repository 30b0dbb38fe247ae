CREATE TYPE "public"."booking_exception_kind" AS ENUM('off', 'extra');--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"kind" "booking_exception_kind" NOT NULL,
	"from_time" text,
	"to_time" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "booking_exceptions_hours_of_extra" CHECK (("booking_exceptions"."kind" = 'off' AND "booking_exceptions"."from_time" IS NULL AND "booking_exceptions"."to_time" IS NULL) OR ("booking_exceptions"."kind" = 'extra' AND "booking_exceptions"."from_time" < "booking_exceptions"."to_time"))
);
--> statement-breakpoint
CREATE TABLE "booking_feed_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_busy_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_calendar_feed" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"error_code" text,
	"error_detail" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "firm_calendar_feed_one_row" CHECK ("firm_calendar_feed"."singleton")
);
--> statement-breakpoint
CREATE INDEX "booking_exceptions_day_idx" ON "booking_exceptions" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_exceptions_one_day_off" ON "booking_exceptions" USING btree ("day") WHERE "booking_exceptions"."kind" = 'off';--> statement-breakpoint
CREATE INDEX "firm_busy_times_starts_idx" ON "firm_busy_times" USING btree ("starts_at");