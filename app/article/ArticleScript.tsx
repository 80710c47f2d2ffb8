import { useContext } from "react";
import { NonceContext } from "#app/ui/nonce-context.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { articleScript } from "./article-script.ts";

/**
 * The article page's inline script (app/article/article-script.ts), written after the article.
 * Server only: the browser keeps the server's script element as it is, and its bundle leaves the
 * script's text out.
 */
export function ArticleScript({ locale }: { locale: Locale }) {
  const nonce = useContext(NonceContext);
  return (
    <script nonce={nonce} suppressHydrationWarning>
      {import.meta.env.SSR ? articleScript(locale) : ""}
    </script>
  );
}
