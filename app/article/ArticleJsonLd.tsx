import { useContext } from "react";
import { NonceContext } from "#app/ui/nonce-context.ts";
import { serializeJsonLd } from "./article-meta.ts";

/**
 * Structured data for search engines. Rendered by the page rather than by `meta`, because only
 * here is the response's CSP nonce known (the browser hides the nonce after parsing, hence
 * suppressHydrationWarning, as in root.tsx).
 */
export function ArticleJsonLd({ data }: { data: object[] }) {
  const nonce = useContext(NonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own JSON, with "<" escaped by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
