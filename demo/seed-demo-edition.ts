import type { Database } from "#server/db/client.ts";
import { articles } from "#server/db/schema.ts";
import { generateDemoEdition } from "./generate-edition.ts";

/**
 * Fills an empty site with the demo edition. Runs only while there is no article at all, so
 * an operator's own content (or a half-ingested feed) is never mixed with demo stories on a
 * later start. Returns the number of stories and videos added.
 */
export async function seedDemoEdition(db: Database): Promise<number> {
  const existing = await db.select({ id: articles.id }).from(articles).limit(1);
  if (existing.length > 0) return 0;
  const added = await generateDemoEdition(db);
  return added.articles + added.videos;
}
