import { useEffect, useReducer, useRef } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { eventsListReducer, initialEventsList, nextEventsPage } from "#core/sports/events-list.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { isEventJson, streamPath } from "#core/sports/sports-events.ts";
import { LiveScores } from "./LiveScores.tsx";

/**
 * The calendar's events by day, following docs/behaviour/sports.md#events-lists: "Load more" fetches the next
 * page (one at a time: the loading flag), the page counter moves on per page, and a short or
 * empty page ends the list ("no more contents").
 */
export function CalendarEvents({
  events,
  per,
  pageUrl,
  apiPrefix,
  timeZone,
}: {
  events: SportingEventJson[];
  per: number;
  /** The API address of a page of this list. */
  pageUrl: (page: number) => string;
  apiPrefix: string;
  timeZone: string;
}) {
  const t = useT("sports");
  const api = useBrowserApi();
  const [state, dispatch] = useReducer(eventsListReducer<SportingEventJson>, undefined, () =>
    initialEventsList(events, per),
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: "reset", items: events });
  }, [events]);

  async function loadMore() {
    const page = nextEventsPage(state);
    if (page === null) return;
    dispatch({ type: "start" });
    try {
      const response = await api(pageUrl(page));
      if (!response.ok) throw new Error(`events page ${page}: ${response.status}`);
      const list: unknown = await response.json();
      dispatch({ type: "loaded", page, items: Array.isArray(list) ? list.filter(isEventJson) : [] });
    } catch {
      dispatch({ type: "failed" });
    }
  }

  return (
    <div className="sports-calendar" data-page={state.page} aria-busy={state.loading}>
      <LiveScores
        events={state.items}
        streamUrl={streamPath(apiPrefix, state.items)}
        timeZone={timeZone}
        groupBy="day"
        empty={t("sports.noGames")}
      />
      <div className="sports-more" role="status">
        {state.items.length > 0 && state.endList ? (
          <p data-testid="sports-no-more">{t("sports.noMore")}</p>
        ) : null}
        {state.failed ? <p>{t("sports.loadFailed")}</p> : null}
        {state.page > 1 ? (
          <p className="sports-more__page">{t("sports.pageCount", { page: state.page })}</p>
        ) : null}
      </div>
      {state.endList ? null : (
        <button type="button" className="sports-button" onClick={loadMore} disabled={state.loading}>
          {state.loading ? t("sports.loading") : t("sports.loadMore")}
        </button>
      )}
    </div>
  );
}
