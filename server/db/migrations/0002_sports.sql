CREATE TABLE "point_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"label" text NOT NULL,
	"sport" text DEFAULT 'soccer' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules_preset" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sporting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"context" text DEFAULT 'sporting_events' NOT NULL,
	"season_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"round" text,
	"name" text NOT NULL,
	"long_name" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"period" text,
	"home_score" integer,
	"away_score" integer,
	"score_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"time_known" boolean DEFAULT true NOT NULL,
	"link" text,
	"external" boolean DEFAULT false NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_team_id_profiles_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_profiles_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD CONSTRAINT "sporting_events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD CONSTRAINT "sporting_events_league_id_profiles_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD CONSTRAINT "sporting_events_home_team_id_profiles_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD CONSTRAINT "sporting_events_away_team_id_profiles_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_adjustments_season" ON "point_adjustments" USING btree ("season_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_label" ON "seasons" USING btree ("league_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "sporting_events_source" ON "sporting_events" USING btree ("season_id","source_key");--> statement-breakpoint
CREATE INDEX "sporting_events_start" ON "sporting_events" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "sporting_events_league_start" ON "sporting_events" USING btree ("league_id","start_time");--> statement-breakpoint
CREATE INDEX "sporting_events_home" ON "sporting_events" USING btree ("home_team_id","start_time");--> statement-breakpoint
CREATE INDEX "sporting_events_away" ON "sporting_events" USING btree ("away_team_id","start_time");--> statement-breakpoint
CREATE INDEX "sporting_events_status" ON "sporting_events" USING btree ("status");