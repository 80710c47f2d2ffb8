import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { SportingEventJson } from "#core/sporting-events.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseQuery } from "#server/http/validate.ts";
import { idParam } from "./event-query.ts";
import type { ScoreBus } from "./score-bus.ts";

/** Comments this often keep proxies and browsers from closing an idle stream (PLAN: 15 s). */
export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
const IDS_MAX = 120;

const streamQuery = z.object({
  league: idParam.optional(),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, "ids must be a comma-separated list of event ids")
    .transform((text) => text.split(",").map(Number))
    .refine((ids) => ids.length <= IDS_MAX, `ids may name at most ${IDS_MAX} events`)
    .optional(),
});

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
  return new Hono<AppEnv>().get("/sporting_events/stream", (c) => {
    const { league, ids } = parseQuery(c, streamQuery);
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
}
