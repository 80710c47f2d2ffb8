CREATE TABLE "article_profiles" (
	"article_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "article_profiles_article_id_profile_id_pk" PRIMARY KEY("article_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "article_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"psid" text,
	"user_id" text,
	"site_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"context" text DEFAULT 'news_stories' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"publisher_id" integer NOT NULL,
	"section" text DEFAULT 'news' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"canonical_link" text,
	"guid" text,
	"external" boolean DEFAULT false NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"importance" integer DEFAULT 0 NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"author" text,
	"amphtml" text,
	"short_link" text,
	"video_link" text,
	"video_guid" text,
	"content_hash" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (case "language" when 'es' then to_tsvector('spanish'::regconfig, "search_text") when 'pt' then to_tsvector('portuguese'::regconfig, "search_text") else to_tsvector('english'::regconfig, "search_text") end) STORED,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discover_nodes" (
	"key" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"profile_id" integer,
	"context_type" text,
	"filter_context" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"context" text NOT NULL,
	"name" text NOT NULL,
	"common_name" text NOT NULL,
	"short_name" text,
	"photo" text,
	"has_standings" boolean DEFAULT false NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"url" text NOT NULL,
	"language" text,
	"section" text,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"context" text DEFAULT 'publishers' NOT NULL,
	"common_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_profiles" ADD CONSTRAINT "article_profiles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_profiles" ADD CONSTRAINT "article_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_section_sections_key_fk" FOREIGN KEY ("section") REFERENCES "public"."sections"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discover_nodes" ADD CONSTRAINT "discover_nodes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_feeds" ADD CONSTRAINT "publisher_feeds_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_feeds" ADD CONSTRAINT "publisher_feeds_section_sections_key_fk" FOREIGN KEY ("section") REFERENCES "public"."sections"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_profiles_profile" ON "article_profiles" USING btree ("profile_id","article_id");--> statement-breakpoint
CREATE INDEX "article_reads_psid" ON "article_reads" USING btree ("psid","read_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_reads_user" ON "article_reads" USING btree ("user_id","read_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "article_reads_recent" ON "article_reads" USING btree ("read_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_recent" ON "articles" USING btree ("publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_section_recent" ON "articles" USING btree ("section","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_language_recent" ON "articles" USING btree ("language","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_publisher_guid" ON "articles" USING btree ("publisher_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_publisher_link" ON "articles" USING btree ("publisher_id","canonical_link");--> statement-breakpoint
CREATE INDEX "discover_nodes_parent" ON "discover_nodes" USING btree ("site_id","parent_key","position");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_context_name" ON "profiles" USING btree ("context",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_feeds_url" ON "publisher_feeds" USING btree ("publisher_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_name_lower" ON "publishers" USING btree (lower("name"));