import { sql } from "drizzle-orm";
import type { ContentLanguage } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { publishers } from "#server/db/schema.ts";

/** The publisher of that name (any case), created with `language` when there is none. */
export async function publisherByName(
  db: Database,
  name: string,
  language: ContentLanguage,
): Promise<{ id: number; name: string; language: string }> {
  const columns = { id: publishers.id, name: publishers.name, language: publishers.language };
  const find = async () =>
    (
      await db
        .select(columns)
        .from(publishers)
        .where(sql`lower(${publishers.name}) = lower(${name})`)
        .limit(1)
    )[0];
  const found = await find();
  if (found) return found;
  const [created] = await db
    .insert(publishers)
    .values({ name, commonName: name, language })
    .onConflictDoNothing()
    .returning(columns);
  // Another writer created it between our select and insert.
  const publisher = created ?? (await find());
  if (!publisher) throw new Error(`Could not create the publisher ${name}`);
  return publisher;
}
