-- Read later, likes and the data-rewards campaign (issue 20): a signed-in reader's saved stories and
-- likes, the operator's campaigns, readers' programs started by click tokens, shares, rewards-form
-- registrations, claims (one per program) and every provisioning call.
CREATE TABLE "campaign_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"program_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"megabytes" integer DEFAULT 50 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"daily_limit" integer,
	"total_limit" integer,
	"per_reader_limit" integer DEFAULT 1 NOT NULL,
	"token_hours" integer DEFAULT 72 NOT NULL,
	"click_secret" text,
	"landing" text,
	"page" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_period" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "read_later" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_later_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"reader" text NOT NULL,
	"megabytes" integer NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_by" text,
	CONSTRAINT "reward_claims_status" CHECK ("reward_claims"."status" in ('pending', 'fulfilled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reward_fulfilments" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"error" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"token" text NOT NULL,
	"psid" text NOT NULL,
	"user_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_shares" (
	"program_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_shares_program_id_article_id_pk" PRIMARY KEY("program_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_registrations" ADD CONSTRAINT "campaign_registrations_program_id_reward_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."reward_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_later" ADD CONSTRAINT "read_later_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_later" ADD CONSTRAINT "read_later_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_program_id_reward_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."reward_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_fulfilments" ADD CONSTRAINT "reward_fulfilments_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_programs" ADD CONSTRAINT "reward_programs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_programs" ADD CONSTRAINT "reward_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_shares" ADD CONSTRAINT "reward_shares_program_id_reward_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."reward_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_registrations_email" ON "campaign_registrations" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_site_code" ON "campaigns" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_site_landing" ON "campaigns" USING btree ("site_id","landing");--> statement-breakpoint
CREATE INDEX "likes_article" ON "likes" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "read_later_user_saved" ON "read_later" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_program" ON "reward_claims" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "reward_claims_campaign_day" ON "reward_claims" USING btree ("campaign_id","claimed_at");--> statement-breakpoint
CREATE INDEX "reward_claims_reader" ON "reward_claims" USING btree ("campaign_id","reader");--> statement-breakpoint
CREATE INDEX "reward_claims_pending" ON "reward_claims" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reward_fulfilments_claim" ON "reward_fulfilments" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_programs_site_token" ON "reward_programs" USING btree ("site_id","token");--> statement-breakpoint
CREATE INDEX "reward_programs_psid" ON "reward_programs" USING btree ("site_id","psid");