-- Search (issue 18, docs/decisions/0068-search-engine.md). pg_trgm and unaccent are trusted
-- extensions (a database owner may create them); PGlite loads them from its contrib bundle
-- (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- One configuration per article language: its stemmer behind unaccent, so "São" and "sao" are
-- the same lexeme and ts_headline marks the accented word of the original text.
CREATE TEXT SEARCH CONFIGURATION icaro_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION icaro_en ALTER MAPPING FOR word, hword, hword_part WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION icaro_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION icaro_es ALTER MAPPING FOR word, hword, hword_part WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION icaro_pt (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION icaro_pt ALTER MAPPING FOR word, hword, hword_part WITH unaccent, portuguese_stem;--> statement-breakpoint
-- Lower case without accents, immutable so that trigram indexes can be built on it. A SQL-standard
-- body binds unaccent and its dictionary when the function is created, whatever the search_path.
CREATE FUNCTION icaro_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN lower(unaccent('unaccent'::regdictionary, $1));--> statement-breakpoint
CREATE TABLE "search_queries" (
	"language" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"query" text NOT NULL,
	"display" text NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_queries_language_hour_query_pk" PRIMARY KEY("language","hour","query")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The title is weighted A over the rest (B); the column is rebuilt, and with it its index.
ALTER TABLE "articles" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (case "language" when 'es' then setweight(to_tsvector('icaro_es'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_es'::regconfig, "search_text"), 'B') when 'pt' then setweight(to_tsvector('icaro_pt'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_pt'::regconfig, "search_text"), 'B') else setweight(to_tsvector('icaro_en'::regconfig, "name"), 'A') || setweight(to_tsvector('icaro_en'::regconfig, "search_text"), 'B') end) STORED;--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_queries_hour" ON "search_queries" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_names_trgm" ON "profiles" USING gin (icaro_fold(("name" || ' ' || "common_name" || ' ' || coalesce("short_name", '') || ' ' || "aliases"::text || ' ' || coalesce("names" ->> 'en', '') || ' ' || coalesce("names" ->> 'es', '') || ' ' || coalesce("names" ->> 'pt', ''))) gin_trgm_ops);
--> statement-breakpoint
-- The title vocabulary of "Did you mean …?": every new or renamed title adds its words.
CREATE FUNCTION icaro_title_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(icaro_fold(NEW.name), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 30 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_title_words AFTER INSERT OR UPDATE OF name ON articles
FOR EACH ROW EXECUTE FUNCTION icaro_title_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM articles, regexp_split_to_table(icaro_fold(articles.name), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 4 AND 30 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
