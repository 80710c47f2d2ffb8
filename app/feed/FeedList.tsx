import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { ArticleCard } from "#app/ui/ArticleCard.tsx";
import { ArticleCardSkeleton } from "#app/ui/ArticleCardSkeleton.tsx";
import { type ArticleCardJson, toArticleCard } from "#core/content/article-card.ts";
import type { ArticleJson } from "#core/content/content.ts";
import {
  type FeedRequest,
  feedItems,
  feedQueryString,
  feedRequestUrl,
  initialScrollState,
  loadedRange,
  mergeFeedPage,
  nextPageToLoad,
} from "#core/content/feed-pages.ts";
import { localizeArticle } from "#core/i18n/localized-names.ts";

type Direction = "down" | "up";

type Props = {
  page: number;
  per: number;
  ts: number;
  items: ArticleCardJson[];
  request: FeedRequest;
  userTid: string | null;
};

// Load the next page a little before the reader reaches the end of what is shown.
const PRELOAD_MARGIN = "600px 0px";
// The page shown in the URL is the last one whose first story is above this share of the screen.
const CURRENT_PAGE_LINE = 0.5;

const SKELETONS = (
  <div className="flex flex-col gap-5">
    <ArticleCardSkeleton compact />
    <ArticleCardSkeleton compact />
    <ArticleCardSkeleton compact />
  </div>
);

/**
 * A feed that scrolls both ways (docs/behaviour/content.md#infinite-scroll-feed): reaching the bottom appends the
 * next page, reaching the top prepends the previous one, and the URL follows the page being read
 * (`?page=N&ts=…`, replaced, not pushed) so a reload or a back navigation comes back to it. The
 * server renders one page with real previous/next links, so it all works without JavaScript.
 */
export function FeedList({ page, per, ts, items, request, userTid }: Props) {
  const { t, language: locale } = useI18n();
  const api = useBrowserApi();
  const [state, setState] = useState(() => initialScrollState({ page, items }, per));
  const [loading, setLoading] = useState<Record<Direction, boolean>>({ down: false, up: false });
  const [failed, setFailed] = useState<Direction | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadingRef = useRef(loading);
  loadingRef.current = loading;
  const topRef = useRef<HTMLDivElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The document height before a prepend, to keep the reader's place once it is shown.
  const heightBeforePrepend = useRef<number | null>(null);

  const load = useCallback(
    async (direction: Direction) => {
      const target = nextPageToLoad(stateRef.current, direction);
      if (target === null || loadingRef.current[direction]) return;
      loadingRef.current = { ...loadingRef.current, [direction]: true };
      setLoading(loadingRef.current);
      setFailed(null);
      try {
        const psid = userTid ? null : await api.psid?.();
        const user = userTid ?? (psid ? `anon-${psid}` : undefined);
        const response = await api(feedRequestUrl(request, target, user), {
          method: request.method,
          body: request.body ? JSON.stringify(request.body) : undefined,
        });
        if (!response.ok) throw new Error(`feed page ${target}: ${response.status}`);
        const list = ((await response.json()) as ArticleJson[]).map((article) =>
          toArticleCard(localizeArticle(article, locale)),
        );
        if (direction === "up") heightBeforePrepend.current = document.documentElement.scrollHeight;
        setState((current) => mergeFeedPage(current, { page: target, items: list }, direction));
      } catch {
        setFailed(direction);
      } finally {
        loadingRef.current = { ...loadingRef.current, [direction]: false };
        setLoading(loadingRef.current);
      }
    },
    [api, request, userTid, locale],
  );

  // Stories added above would push the one being read down: scroll by what was added.
  useLayoutEffect(() => {
    if (heightBeforePrepend.current === null) return;
    window.scrollBy(0, document.documentElement.scrollHeight - heightBeforePrepend.current);
    heightBeforePrepend.current = null;
  });

  // The browser's own scroll anchoring would move the page a second time; the feed keeps its place itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the list was opened at.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflowAnchor;
    root.style.overflowAnchor = "none";
    // Opened at a later page (a reload, a shared link): a scroll position the browser restores
    // belonged to a longer list. The page's first story is the reader's place (the previous page
    // then comes in above it). Said again on the next frame and at the load event: the router's
    // <ScrollRestoration> and the browser's own restoration may both come after this effect.
    const toPageStart = () => {
      const first = listRef.current?.querySelector(`[data-page-start="${page}"]`);
      const top = first?.getBoundingClientRect().top ?? 0;
      if (top < 0 || top > window.innerHeight) first?.scrollIntoView();
    };
    if (page > 1) {
      window.scrollTo(0, 0);
      requestAnimationFrame(toPageStart);
      if (document.readyState !== "complete") window.addEventListener("load", toPageStart, { once: true });
    }
    return () => {
      root.style.overflowAnchor = before;
    };
  }, []);

  // A new observer after every change: it reports at once whether a sentinel is still in view,
  // so a short page or a tall screen keeps loading until the screen is filled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state and loading are the triggers.
  useEffect(() => {
    if (failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          void load(entry.target === topRef.current ? "up" : "down");
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    if (topRef.current) observer.observe(topRef.current);
    if (bottomRef.current) observer.observe(bottomRef.current);
    return () => observer.disconnect();
  }, [state, loading, failed, load]);

  // The URL follows the page being read. A new history key too: the scroll position the router
  // saved for the old key belongs to a longer list, and must not be restored on a reload.
  useEffect(() => {
    let frame = 0;
    let shown = page;
    const update = () => {
      frame = 0;
      const markers = listRef.current?.querySelectorAll<HTMLElement>("[data-page-start]") ?? [];
      let current = stateRef.current.pages[0]?.page ?? page;
      for (const marker of markers) {
        if (marker.getBoundingClientRect().top > window.innerHeight * CURRENT_PAGE_LINE) break;
        current = Number(marker.dataset.pageStart);
      }
      if (current === shown) return;
      shown = current;
      const url = `${window.location.pathname}${feedQueryString({ page: current, ts })}`;
      const historyState = window.history.state as Record<string, unknown> | null;
      window.history.replaceState({ ...historyState, key: Math.random().toString(36).slice(2, 10) }, "", url);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [page, ts]);

  const { first, last } = loadedRange(state);
  const list = feedItems(state);
  const firstOfPage = new Map(state.pages.map((chunk) => [chunk.items[0]?.id, chunk.page]));
  const busy = loading.down || loading.up;

  return (
    <div className="flex flex-col gap-4" aria-busy={busy}>
      {first > 1 ? (
        <div ref={topRef} className="flex flex-col gap-4">
          {/* No skeleton above: it would push the story being read down before the page arrives. */}
          <Link
            className="self-center rounded-full border border-current px-4 py-2 no-underline"
            to={feedQueryString({ page: first - 1, ts })}
            rel="prev"
          >
            {t("feed.previous")}
          </Link>
        </div>
      ) : null}
      {list.length === 0 && state.endOfList ? <p className="empty-state">{t("feed.empty")}</p> : null}
      <ol ref={listRef} className="m-0 flex list-none flex-col gap-5 p-0">
        {list.map((article, index) => (
          <li
            key={article.id}
            data-page-start={firstOfPage.get(article.id)}
            className="border-b border-[var(--color-surface)] pb-5"
          >
            <ArticleCard article={article} variant="compact" priority={index < 2} headingLevel={2} />
          </li>
        ))}
      </ol>
      <p role="status" className="m-0 text-center text-[var(--color-muted)]">
        {busy ? <span className="sr-only">{t("feed.loadingMore")}</span> : null}
        {state.endOfList && list.length > 0 ? t("feed.noMore") : null}
      </p>
      {failed ? (
        <div className="flex flex-col items-center gap-2" role="alert">
          <p className="m-0">{t("feed.loadError")}</p>
          <button type="button" className="button" onClick={() => void load(failed)}>
            {t("feed.retry")}
          </button>
        </div>
      ) : null}
      {!state.endOfList ? (
        <div ref={bottomRef} className="flex flex-col gap-4">
          {loading.down ? SKELETONS : null}
          <Link
            className="self-center rounded-full border border-current px-4 py-2 no-underline"
            to={feedQueryString({ page: last + 1, ts })}
            rel="next"
          >
            {t("feed.next")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
