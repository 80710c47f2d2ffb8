/**
 * Text as the search index stores it: tags stripped, accents removed ("notícias" → "noticias",
 * "España" → "Espana"), whitespace collapsed. The index is built from this on the server and the
 * Search capability folds queries the same way, so a search is accent-insensitive on PGlite and
 * PostgreSQL alike without the unaccent extension.
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The indexed text of an article: title first, then description, body and tag names. */
export function articleSearchText(article: {
  name: string;
  description?: string;
  body?: string;
  tags?: string[];
}): string {
  return foldForSearch(
    [article.name, article.description ?? "", article.body ?? "", ...(article.tags ?? [])].join(" "),
  );
}
