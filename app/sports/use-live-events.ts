import { useEffect, useReducer, useState } from "react";
import { initialLive, liveReducer } from "#core/sports/live-scores.ts";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { isEventJson } from "#core/sports/sports-events.ts";

/**
 * The events on screen, kept current by the live stream (PLAN: `GET sporting_events/stream`,
 * Server-Sent Events `event: score`). `streamUrl` is null when nothing on the page can change.
 * New loader data (a refresh, another date) replaces the list.
 */
export function useLiveEvents(events: SportingEventJson[], streamUrl: string | null) {
  const [state, dispatch] = useReducer(liveReducer<SportingEventJson>, events, initialLive);
  const [offline, setOffline] = useState(false);
  // True once the server has said the stream is subscribed (its first message, `ready`).
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    dispatch({ type: "reset", events });
  }, [events]);

  useEffect(() => {
    if (!streamUrl || typeof EventSource === "undefined") return;
    const source = new EventSource(streamUrl);
    const onScore = (message: MessageEvent<string>) => {
      try {
        const event: unknown = JSON.parse(message.data);
        // The stream sends the API's JSON: its league is named as the loader named it (decision
        // 0062), in the page's language (<html lang>), inline to keep the scores pages' budget.
        if (isEventJson(event)) {
          const { league } = event;
          league.name = league.names?.[document.documentElement.lang as "en"] || league.name;
          dispatch({ type: "update", event });
        }
      } catch {
        // A message we cannot read is skipped; the next one carries the whole event again.
      }
    };
    source.addEventListener("score", onScore as EventListener);
    source.addEventListener("ready", () => setConnected(true));
    source.onopen = () => setOffline(false);
    // The browser reconnects by itself; only a stream it gave up on is reported.
    source.onerror = () => {
      setConnected(false);
      setOffline(source.readyState === EventSource.CLOSED);
    };
    return () => {
      source.close();
      setConnected(false);
    };
  }, [streamUrl]);

  return { state, dispatch, offline, connected };
}

export type LiveEvents = ReturnType<typeof useLiveEvents>;
