import { redirect } from "react-router";
import { pageLoader } from "#app/routing/page-loader.ts";
import { FEED_KINDS, type FeedKind, feedIndexPath } from "#core/urls.ts";

/** /feed/headlines, /feed/home, /feed/myfeed and /feed/recent redirect to their default selection (spec §2). */
function feedIndexLoader(kind: FeedKind) {
  return pageLoader(`feed-${kind}-index`, {
    load: ({ context }) => {
      throw redirect(feedIndexPath(kind, context.i18n.t("common.all")));
    },
  });
}

const loaders = Object.fromEntries(FEED_KINDS.map((kind) => [kind, feedIndexLoader(kind)])) as Record<
  FeedKind,
  ReturnType<typeof feedIndexLoader>
>;

export const loader: ReturnType<typeof feedIndexLoader> = (args) => {
  const kind = new URL(args.request.url).pathname.split("/").pop() as FeedKind;
  return (loaders[kind] ?? loaders.headlines)(args);
};
