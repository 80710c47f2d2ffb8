import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { boundedMemo } from "#core/storage/bounded-memo.ts";
import type { IslandRenderer } from "./island-renderer-context.ts";

/**
 * The server's static-island renderer: each island's HTML rendered once per key and kept for the
 * last 500 keys (a key holds the island's data, so new stories make new keys and the old ones
 * age out). One per process, shared by every request and locale (the locale is in the key).
 */
export function createIslandRenderer(): IslandRenderer {
  return boundedMemo(
    500,
    (_key: string, content: ReactElement) => renderToStaticMarkup(content),
    (key) => key,
  );
}
