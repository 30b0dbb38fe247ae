CREATE TABLE "analytics_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_conversions_seen" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "analytics_conversions_seen_day_visitor_kind_pk" PRIMARY KEY("day","visitor","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_folds" (
	"day" date PRIMARY KEY NOT NULL,
	"folded" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_keys" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "analytics_keys_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_networks" (
	"day" date NOT NULL,
	"network" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_networks_day_network_pk" PRIMARY KEY("day","network")
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"entry" text NOT NULL,
	"channel" text NOT NULL,
	"referrer" text NOT NULL,
	"campaign" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	"conversions" integer NOT NULL,
	CONSTRAINT "analytics_visits_pk" PRIMARY KEY("day","page","entry","channel","referrer","campaign","source","medium","device","browser","language","kind")
);
--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "channel" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "device" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "browser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitors" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_visits_page_idx" ON "analytics_visits" USING btree ("page","day");--> statement-breakpoint
CREATE INDEX "analytics_visits_entry_idx" ON "analytics_visits" USING btree ("entry","day");--> statement-breakpoint
CREATE INDEX "analytics_visits_referrer_idx" ON "analytics_visits" USING btree ("referrer","day");--> statement-breakpoint
CREATE INDEX "analytics_visits_campaign_idx" ON "analytics_visits" USING btree ("campaign","day");--> statement-breakpoint
CREATE INDEX "analytics_visits_source_idx" ON "analytics_visits" USING btree ("source","day");
--> statement-breakpoint
-- Decision 0047: the days counted before keep their page views, visitors by entry page and conversions; what else was known of their visitors is '?' (not recorded).
INSERT INTO "analytics_visits" ("day","page","entry","channel","referrer","campaign","source","medium","device","browser","language","kind","visitors","views","conversions")
SELECT "day", "key", '?', '?', '?', '?', '?', '?', '?', '?', '?', '', 0, "count", 0 FROM "analytics_counts" WHERE "metric" = 'view'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "analytics_visits" ("day","page","entry","channel","referrer","campaign","source","medium","device","browser","language","kind","visitors","views","conversions")
SELECT "day", "key", "key", '?', '?', '?', '?', '?', '?', '?', '?', '', "count", 0, 0 FROM "analytics_counts" WHERE "metric" = 'visitor.entry'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "analytics_visits" ("day","page","entry","channel","referrer","campaign","source","medium","device","browser","language","kind","visitors","views","conversions")
SELECT "day", '?', '?', '?', '?', '?', '?', '?', '?', '?', '?', "key", 0, 0, "count" FROM "analytics_counts" WHERE "metric" = 'conversion'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The channel was not known before: the visitors of those days are '?' there, so that the channels add up to the visitors.
INSERT INTO "analytics_counts" ("day","metric","key","count")
SELECT "day", 'visitor.channel', '?', "count" FROM "analytics_counts" WHERE "metric" = 'visitor' AND "key" = ''
ON CONFLICT DO NOTHING;
