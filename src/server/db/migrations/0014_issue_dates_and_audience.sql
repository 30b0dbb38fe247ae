ALTER TABLE "newsletter_campaigns" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_first_published_idx" ON "newsletter_campaigns" USING btree ("first_published_at");--> statement-breakpoint
CREATE INDEX "newsletter_audience_idx" ON "newsletter_subscriptions" USING btree ("consent_language") WHERE "newsletter_subscriptions"."status" = 'confirmed' and "newsletter_subscriptions"."bounced_at" is null;--> statement-breakpoint
-- The issues published now were published first when they last were, as far as the archive knows.
UPDATE "newsletter_campaigns" SET "first_published_at" = "published_at" WHERE "published_at" IS NOT NULL;
