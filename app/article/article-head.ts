import type { MetaFunction } from "react-router";
import type { RootData } from "#app/root-data.ts";
import { absoluteUrl } from "./article-links.ts";
import type { ArticleLoaderData } from "./article-loader.ts";
import { articleMeta } from "./article-meta.ts";

/**
 * Tells the root layout that this page writes its own canonical link and description (see
 * LocaleLinks in root.tsx): one canonical per page, the article's.
 */
export const ARTICLE_HANDLE = { ownCanonical: true, ownDescription: true };

/** The absolute canonical URL of an article in the page's locale. */
export function canonicalUrl(
  root: Pick<RootData, "origin" | "locale" | "localePrefixes">,
  path: string,
): string {
  return absoluteUrl(root.origin, `${root.localePrefixes[root.locale]}${path}`);
}

/** The `meta` export of the article pages; on an error page the error view sets the title. */
export const articlePageMeta: MetaFunction = ({ loaderData, matches }) => {
  const data = loaderData as ArticleLoaderData | undefined;
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!data?.article || !root) return [];
  return articleMeta({
    article: data.article,
    title: data.title ?? undefined,
    origin: root.origin,
    canonicalUrl: canonicalUrl(root, data.canonicalPath),
    siteName: root.site?.name,
  });
};
