const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Text made safe as element content only (between tags, never in an attribute): & < > and no
 * more, so stored bodies (ingested text feeds, the demo's paragraphs) keep the bytes they had.
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ENTITIES[char] ?? char);
}
