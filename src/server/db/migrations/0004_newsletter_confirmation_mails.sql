CREATE TABLE "newsletter_confirmation_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_confirmation_mails" ADD CONSTRAINT "newsletter_confirmation_mails_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_confirmation_mails_subscription_idx" ON "newsletter_confirmation_mails" USING btree ("subscription_id","sent_at");