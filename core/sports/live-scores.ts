/**
 * Live scores arriving from the event stream (PLAN: `event: score`, data the event JSON), merged
 * into the events on screen. While the reader has paused updates (WCAG 2.2.2 "Pause, Stop,
 * Hide"), they wait in `pending` and the page offers "N new updates"; the newest update of an
 * event replaces an older one, so N counts events, not messages.
 */
export type LiveState<T extends { id: number }> = {
  events: T[];
  pending: T[];
  paused: boolean;
};

export type LiveAction<T> =
  | { type: "update"; event: T }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "apply" }
  | { type: "reset"; events: T[] };

function replaceById<T extends { id: number }>(events: T[], updates: T[]): T[] {
  if (updates.length === 0) return events;
  const byId = new Map(updates.map((event) => [event.id, event]));
  return events.map((event) => byId.get(event.id) ?? event);
}

export function initialLive<T extends { id: number }>(events: T[]): LiveState<T> {
  return { events, pending: [], paused: false };
}

export function liveReducer<T extends { id: number }>(
  state: LiveState<T>,
  action: LiveAction<T>,
): LiveState<T> {
  switch (action.type) {
    case "update": {
      // An event not on this page (another league, another day) is not ours.
      if (!state.events.some((event) => event.id === action.event.id)) return state;
      if (!state.paused) return { ...state, events: replaceById(state.events, [action.event]) };
      const pending = [...state.pending.filter((event) => event.id !== action.event.id), action.event];
      return { ...state, pending };
    }
    case "pause":
      return { ...state, paused: true };
    case "resume":
      return { events: replaceById(state.events, state.pending), pending: [], paused: false };
    case "apply":
      return { ...state, events: replaceById(state.events, state.pending), pending: [] };
    case "reset":
      return { events: action.events, pending: [], paused: state.paused };
  }
}
