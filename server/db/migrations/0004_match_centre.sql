ALTER TABLE "profiles" ADD COLUMN "colors" jsonb;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD COLUMN "goals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sporting_events" ADD COLUMN "lineups" jsonb;