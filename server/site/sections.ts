import type { SectionKey } from "#core/content/content.ts";
import type { Database } from "#server/db/client.ts";
import { sections } from "#server/db/schema.ts";

/** The eight sections of docs/behaviour/routes.md#locale-prefixes, in each language. */
const SECTIONS: { key: SectionKey; labels: Record<"en" | "es" | "pt", string> }[] = [
  { key: "news", labels: { en: "News", es: "Noticias", pt: "Notícias" } },
  { key: "tech", labels: { en: "Tech", es: "Tecnología", pt: "Tecnologia" } },
  { key: "music", labels: { en: "Music", es: "Música", pt: "Música" } },
  { key: "entertainment", labels: { en: "Entertainment", es: "Entretenimiento", pt: "Entretenimento" } },
  { key: "sports", labels: { en: "Sports", es: "Deportes", pt: "Esportes" } },
  { key: "lifestyle", labels: { en: "Life Style", es: "Estilo de vida", pt: "Estilo de vida" } },
  { key: "tv", labels: { en: "TV", es: "TV", pt: "TV" } },
  { key: "esports", labels: { en: "E-Sports", es: "E-Sports", pt: "E-Sports" } },
];

export async function seedSections(db: Database): Promise<number> {
  const inserted = await db
    .insert(sections)
    .values(SECTIONS.map((section, position) => ({ ...section, position })))
    .onConflictDoNothing()
    .returning({ key: sections.key });
  return inserted.length;
}
