/**
 * The events list state of docs/behaviour/sports.md#events-lists: a loading flag that blocks concurrent fetches,
 * an end-of-list flag set by a page of 0 items or fewer than the page size, and a page counter
 * that moves on by one per next page. Items that come twice (a list that shifted) are kept once.
 */
export type EventsListState<T extends { id: number }> = {
  items: T[];
  /** The last page loaded. */
  page: number;
  per: number;
  loading: boolean;
  endList: boolean;
  failed: boolean;
};

export type EventsListAction<T> =
  | { type: "start" }
  | { type: "loaded"; page: number; items: T[] }
  | { type: "failed" }
  /** New first-page data (a refresh, another filter): the list starts over. */
  | { type: "reset"; items: T[] };

export function initialEventsList<T extends { id: number }>(
  items: T[],
  per: number,
  page = 1,
): EventsListState<T> {
  return { items, page, per, loading: false, endList: items.length < per, failed: false };
}

/** The page to fetch next, or null while one is loading or after the end. */
export function nextEventsPage<T extends { id: number }>(state: EventsListState<T>): number | null {
  return state.loading || state.endList ? null : state.page + 1;
}

export function eventsListReducer<T extends { id: number }>(
  state: EventsListState<T>,
  action: EventsListAction<T>,
): EventsListState<T> {
  switch (action.type) {
    case "start":
      return nextEventsPage(state) === null ? state : { ...state, loading: true, failed: false };
    case "loaded": {
      // A page that is not the next one (a late answer) changes nothing.
      if (!state.loading || action.page !== state.page + 1) return state;
      const seen = new Set(state.items.map((item) => item.id));
      return {
        ...state,
        items: [...state.items, ...action.items.filter((item) => !seen.has(item.id))],
        page: action.page,
        loading: false,
        endList: action.items.length < state.per,
      };
    }
    case "failed":
      return { ...state, loading: false, failed: true };
    case "reset":
      return initialEventsList(action.items, state.per);
  }
}
