CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text NOT NULL,
	"reader" text,
	"page" text,
	"path" text,
	"section" text,
	"story" text,
	"device" text,
	"browser" text,
	"referrer_host" text,
	"data_less" boolean,
	"logged_in" boolean,
	"pwa" boolean,
	"ad_blocker" boolean,
	"campaign" text,
	"campaign_item" text,
	"action" text,
	"os" text,
	CONSTRAINT "analytics_events_kind" CHECK ("analytics_events"."kind" in ('page_view', 'click'))
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly" (
	"site_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_hourly_site_id_hour_metric_key_pk" PRIMARY KEY("site_id","hour","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_progress" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at" ON "analytics_events" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "analytics_events_reader" ON "analytics_events" USING btree ("site_id","day","reader");