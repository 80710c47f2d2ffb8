ALTER TABLE "article_reads" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "article_reads_request_key" ON "article_reads" USING btree ("request_key");