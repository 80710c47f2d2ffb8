import { useContext } from "react";
import { NonceContext } from "#app/ui/nonce-context.ts";
import { serializeJsonLd } from "./article-meta.ts";

/**
 * Structured data for search engines. Rendered by the page rather than by `meta`, because only
 * here is the response's CSP nonce known (the browser hides the nonce after parsing, hence
 * suppressHydrationWarning, as in root.tsx). Null in the browser: hydration keeps the server's
 * script (React does not compare an element's inner HTML), and a client navigation writes none,
 * as no crawler navigates that way.
 */
export function ArticleJsonLd({ data }: { data: object[] | null }) {
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, with "<" escaped by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: data ? serializeJsonLd(data) : "" }}
    />
  );
}
