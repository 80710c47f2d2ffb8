import { CONTENT_LANGUAGES, type ContentLanguage } from "#core/content/content.ts";

/** "pt-BR", "es_ES", "EN" → pt, es, en; anything the site does not publish in → null. */
export function toContentLanguage(code: string | null | undefined): ContentLanguage | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  return (CONTENT_LANGUAGES as readonly string[]).includes(primary ?? "")
    ? (primary as ContentLanguage)
    : null;
}
