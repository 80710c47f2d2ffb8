import { data } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { articleHref } from "#app/ui/article-href.ts";
import type { ArticleJson } from "#core/content/content.ts";
import type { Route } from "./+types/NotFoundPage";
import { ErrorView } from "./ErrorView.tsx";

/** How many of the latest stories a 404 page offers. */
const LATEST = 5;

/** A story a 404 page offers: its headline and where it is. */
export type LatestStory = { id: number; name: string; href: string };

/** What a 404 page's error carries: its message and the latest stories to go on with. */
export type NotFoundData = { message: string; stories: LatestStory[] };

/**
 * /404 and any unmatched path: "This page could not be found" with status 404 (docs/behaviour/errors.md#not-found), and the
 * latest stories in the page's language, so a reader who followed a dead link can read on. A
 * failing list leaves only the way home.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const list = await apiJson<ArticleJson[], null>(context, `feed?per=${LATEST}&language=${context.locale}`, {
    otherwise: null,
  });
  const stories = Array.isArray(list)
    ? list.map((article) => ({ id: article.id, name: article.name, href: articleHref(article) }))
    : [];
  throw data({ message: "This page could not be found", stories } satisfies NotFoundData, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
