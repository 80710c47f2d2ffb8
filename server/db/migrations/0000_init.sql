CREATE TABLE "sections" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"context" text DEFAULT 'sites' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"about_url" text DEFAULT '/about.html' NOT NULL,
	"privacy_policy_url" text DEFAULT '/privacy_policy.html' NOT NULL,
	"terms_and_conditions_url" text DEFAULT '/terms_and_conditions.html' NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_default_follows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branding" jsonb NOT NULL,
	"ads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
