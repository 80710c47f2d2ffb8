-- TV (issue 19, docs/decisions/0071-tv-api-and-live-channels.md): the live channels the operator
-- registers with `icaro channel add` and their programmes, a game of the sports calendar named when
-- a programme broadcasts one.
CREATE TABLE "channel_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"event_id" integer,
	CONSTRAINT "channel_schedule_order" CHECK ("channel_schedule"."ends_at" > "channel_schedule"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "live_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"stream" text NOT NULL,
	"logo" text,
	"page" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_channels_page" CHECK ("live_channels"."page" in ('timtv', 'zoometv'))
);
--> statement-breakpoint
ALTER TABLE "channel_schedule" ADD CONSTRAINT "channel_schedule_channel_id_live_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."live_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_schedule" ADD CONSTRAINT "channel_schedule_event_id_sporting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sporting_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_schedule_channel_start" ON "channel_schedule" USING btree ("channel_id","starts_at");--> statement-breakpoint
CREATE INDEX "channel_schedule_event" ON "channel_schedule" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_channels_site_name" ON "live_channels" USING btree ("site_id","name");