/**
 * The form of a story's URL used to recognise the same story again when a feed gives no stable
 * guid: lowercase scheme and host, no default port, no fragment, no `utm_*` tracking parameters,
 * remaining parameters sorted, no trailing slash. Returns null for anything that is not http(s).
 */
export function canonicalLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  const kept = [...url.searchParams].filter(([name]) => !/^utm_/i.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  // URL already lowercases the scheme and host and drops default ports.
  const text = url.href;
  return text.replace(/\/+(?=$|\?)/, "");
}
