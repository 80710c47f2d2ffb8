/** An alert as the service worker shows it (decision 0066). */
export type PushAlert = { title: string; body: string; tag: string | undefined; url: string };

type PushData = { json(): unknown; text(): string };

/**
 * The alert the server sent (JSON {title, body, url, tag}); a message that is not such JSON still
 * shows something, and only a same-origin path is opened on a click.
 */
export function pushAlertOf(data: PushData | null | undefined, hostname: string): PushAlert {
  let alert: Record<string, unknown> = {};
  try {
    const parsed = data ? data.json() : {};
    alert = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    alert = { body: data ? data.text() : "" };
  }
  const url =
    typeof alert.url === "string" && alert.url.startsWith("/") && !alert.url.startsWith("//")
      ? alert.url
      : "/";
  return {
    title: typeof alert.title === "string" && alert.title ? alert.title : hostname,
    body: typeof alert.body === "string" ? alert.body : "",
    tag: typeof alert.tag === "string" ? alert.tag : undefined,
    url,
  };
}
