import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import type { ScoreBus } from "./score-bus.ts";
import { streamOperation } from "./sporting-event-operations.ts";

/** Comments this often keep proxies and browsers from closing an idle stream (PLAN: 15 s). */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;

const encoder = new TextEncoder();
let lastEvent: SportingEventJson | undefined;
let lastFrame: Uint8Array = new Uint8Array();

/**
 * One update goes to every reader of the process: its SSE frame is built and encoded once (for the
 * last event seen), not once per reader.
 */
function scoreFrame(event: SportingEventJson): Uint8Array {
  if (event !== lastEvent) {
    // JSON.stringify escapes line breaks, so the data is one `data:` line.
    lastFrame = encoder.encode(`event: score\ndata: ${JSON.stringify(event)}\n\n`);
    lastEvent = event;
  }
  return lastFrame;
}

/**
 * `GET sporting_events/stream`: live score changes as Server-Sent Events (`event: score`, the
 * event's JSON as data), all of them or one league's (`?league=`) or some events' (`?ids=`).
 * Each reader is a listener of the process's bus; leaving (the connection closes) unsubscribes.
 */
export function scoreStreamRoutes(bus: ScoreBus, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const app = new Hono<AppEnv>();
  handle(app, streamOperation, (c, { query: { league, ids } }) => {
    const wanted = ids && new Set(ids);
    const matches = (event: SportingEventJson) =>
      (league === undefined || event.league.id === league) && (!wanted || wanted.has(event.id));
    const response = streamSSE(c, async (stream) => {
      let unsubscribe = () => {};
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const closed = new Promise<void>((resolve) => {
        stream.onAbort(() => resolve());
      });
      // A write to a stream whose reader has gone fails; the abort handler cleans up.
      const send = (text: Promise<unknown>) => text.catch(() => stream.abort());
      try {
        await stream.writeSSE({ event: "ready", data: "{}", retry: RETRY_MS });
        unsubscribe = bus.subscribe(
          (event) => {
            if (matches(event)) send(stream.write(scoreFrame(event)));
          },
          // The server is stopping: end the response so the shutdown need not wait for the reader.
          () => stream.abort(),
        );
        heartbeat = setInterval(() => send(stream.write(": heartbeat\n\n")), heartbeatMs);
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
    // no-transform: the compression middleware leaves the stream alone (gzip would hold events back).
    response.headers.set("Cache-Control", "no-cache, no-transform");
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });
  return app;
}
