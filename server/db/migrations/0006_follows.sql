CREATE TABLE "follow_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"psid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"push_on" boolean DEFAULT false NOT NULL,
	"device_token" text,
	"alerts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_owners" ADD CONSTRAINT "follow_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_owner_id_follow_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."follow_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_feedback" ADD CONSTRAINT "reader_feedback_owner_id_follow_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."follow_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_owners_user" ON "follow_owners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_owners_psid" ON "follow_owners" USING btree ("site_id","psid");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_owner_profile" ON "follows" USING btree ("owner_id","profile_id");--> statement-breakpoint
CREATE INDEX "follows_profile_push" ON "follows" USING btree ("profile_id") WHERE "follows"."push_on";--> statement-breakpoint
CREATE UNIQUE INDEX "reader_feedback_owner_target" ON "reader_feedback" USING btree ("owner_id","kind","target");