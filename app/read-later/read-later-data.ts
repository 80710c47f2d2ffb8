import { apiJson } from "#app/api/api-json.ts";
import { articleHref } from "#app/ui/article-href.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import type { ReadLaterItem } from "#core/read-later/read-later.ts";
import type { ReadLaterPageJson } from "#core/read-later/read-later-api.ts";

/** Stories per step of "More" (docs/behaviour/read-later.md#visible-slice: the visible slice is per × page). */
export const READ_LATER_PER = 10;

export type ReadLaterPageData = {
  /** The signed-in reader's list from the server; null for a guest (their list is in the browser). */
  server: { items: ReadLaterItem[]; total: number } | null;
  page: number;
};

/** `?page=` of the list: a whole number from 1, anything else 1; at most the server's page size. */
export function pageOf(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 10) : 1;
}

/**
 * The list the page shows: for a signed-in reader, the first per × page stories from the API
 * (in-process, with their cookies); for a guest nothing, the browser reads the device's list.
 */
export async function loadReadLater(request: Request, context: IcaroLoadContext): Promise<ReadLaterPageData> {
  const page = pageOf(request);
  if (!context.user) return { server: null, page };
  const list = await apiJson<ReadLaterPageJson, null>(
    context,
    `read_later?page=1&per=${READ_LATER_PER * page}`,
    {
      otherwise: null,
    },
  );
  if (!list) return { server: { items: [], total: 0 }, page };
  return {
    page,
    server: {
      total: list.total,
      items: list.results.map((story) => ({
        id: story.id,
        context: story.context,
        name: story.name,
        url: articleHref(story),
        saved_at: story.saved_at,
      })),
    },
  };
}
