import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { articleListJson } from "#core/schemas/content-json.ts";
import { liveCountJson, sportingEventJson } from "#core/schemas/sports-json.ts";
import {
  DAY_OFFSET_LIMIT,
  DAY_OFFSETS_MAX,
  parseDayOffsets,
  parseUtcOffset,
  UTC_OFFSET_MAX,
  UTC_OFFSET_MIN,
} from "#core/sports/event-days.ts";
import { EVENT_LIST_CONTEXTS, EVENTS_PER_MAX } from "#core/sports/sporting-events.ts";
import { followedProfile, individualFeedQuery } from "#server/content/content-operations.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam, intParam, PAGE_MAX, parsedBy } from "#server/http/api/params.ts";
import { eventUpdate } from "./update-event.ts";

/*
 * The sporting events API (docs/behaviour/sports.md#events-calls): lists by day, one event, its stories,
 * the live stream and the providers' updates. The routes (sporting-event-routes.ts,
 * score-stream-routes.ts, event-update-routes.ts) parse with these schemas; /api/docs is generated
 * from them.
 */

const tags = ["sporting events"];

/**
 * The events lists' query (docs/behaviour/sports.md#events-calls, docs/behaviour/limits.md#page-sizes): page size 120 at most and by default; `d` defaults to
 * today and tomorrow except for the live list, which shows what is on now whenever it started;
 * `id` names the league or team of `context=leagues|teams`.
 */
export const eventsQuery = z
  .object({
    page: intParam("page", 1, PAGE_MAX).default(1),
    per: intParam("per", 1, EVENTS_PER_MAX).default(EVENTS_PER_MAX),
    d: z
      .string()
      .max(200, "d is too long")
      .transform(parsedBy(parseDayOffsets))
      .optional()
      .meta({
        description: `Comma list of day offsets from the reader's today (at most ${DAY_OFFSETS_MAX}, each within ±${DAY_OFFSET_LIMIT}). Default \`0,1\`; the live list defaults to any day.`,
        examples: ["0,1", "-1", "0"],
      }),
    z: z
      .string()
      .max(10, "z is too long")
      .transform(parsedBy(parseUtcOffset))
      .optional()
      .meta({
        description: `The reader's UTC offset in hours, ${UTC_OFFSET_MIN}…${UTC_OFFSET_MAX}, in quarter hours. Default 0.`,
        examples: ["0", "-3", "5.5"],
      }),
    context: z
      .enum(EVENT_LIST_CONTEXTS)
      .default("all")
      .meta({ description: "`leagues`/`teams` need `id`; `favorites` needs a signed-in reader." }),
    id: idParam().optional().meta({ description: "The league or team of `context=leagues|teams`." }),
  })
  .refine((query) => !(query.context === "leagues" || query.context === "teams") || query.id !== undefined, {
    message: "context leagues or teams needs the id of the league or team",
    path: ["id"],
  });

export type EventsQuery = z.infer<typeof eventsQuery>;

/** A guest's follows, as the clients send them. */
export const profilesBody = z.object({
  profiles: z.array(followedProfile).max(1000, "profiles may name at most 1000 profiles"),
});

const badInput = errorResponse(
  "`invalid_query`/`invalid_body`/`invalid_param`: a bad d, z, page, per, context or id.",
);
const events = { description: "Events.", schema: z.array(sportingEventJson) };
const eventId = idParam().meta({ description: "The event's id." });

export const eventsOperation = operation({
  method: "get",
  path: "sporting_events",
  operationId: "listSportingEvents",
  summary: "Events by day in the reader's time zone",
  description: "Ordered by start time, then league name, then id.",
  tags,
  query: eventsQuery,
  responses: {
    200: events,
    400: badInput,
    401: errorResponse("`sign_in_required`: `context=favorites` for a guest."),
    404: errorResponse("`league_not_found`/`team_not_found`."),
  },
});

export const profilesEventsOperation = operation({
  method: "post",
  path: "profiles/sporting_events",
  operationId: "listProfilesSportingEvents",
  summary: "Events of the followed leagues and teams sent in the body",
  tags,
  query: eventsQuery,
  body: profilesBody,
  responses: { 200: events, 400: badInput },
});

/** How many events one stream may name. */
const STREAM_IDS_MAX = 120;

export const streamOperation = operation({
  method: "get",
  path: "sporting_events/stream",
  operationId: "streamSportingEvents",
  summary: "Live score changes (Server-Sent Events)",
  description:
    "`event: ready` first, then `event: score` with the event's JSON as data for every change; a heartbeat comment every 15 s.",
  tags,
  query: z.object({
    league: idParam("league").optional().meta({ description: "Only this league's events." }),
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, "ids must be a comma-separated list of event ids")
      .transform((text) => text.split(",").map(Number))
      .refine((ids) => ids.length <= STREAM_IDS_MAX, `ids may name at most ${STREAM_IDS_MAX} events`)
      .optional()
      .meta({ description: `Only these events (comma list, at most ${STREAM_IDS_MAX}).` }),
  }),
  responses: {
    200: { description: "An event stream.", schema: z.string(), mediaType: "text/event-stream" },
    400: badInput,
  },
});

export const updateEventOperation = operation({
  method: "post",
  path: "sporting_events/{id}/update",
  operationId: "updateSportingEvent",
  summary: "A data provider's score change (Authorization: Bearer ICARO_OPERATOR_KEY)",
  tags,
  params: z.object({ id: eventId }),
  headers: z.object({ authorization: z.string().meta({ description: "`Bearer <operator key>`" }) }),
  body: eventUpdate,
  responses: {
    200: { description: "The event as it now is; published to the stream.", schema: sportingEventJson },
    400: badInput,
    401: errorResponse("`invalid_operator_key`."),
    404: errorResponse("`event_not_found`."),
  },
});

export const liveCountOperation = operation({
  method: "get",
  path: "sporting_events/live_count",
  operationId: "countLiveSportingEvents",
  summary: "How many games are being played now",
  description:
    "The header's Live entry. Shared by every reader for a few seconds, unless a score changes first.",
  tags,
  responses: { 200: { description: "The count.", schema: liveCountJson } },
});

export const eventOperation = operation({
  method: "get",
  path: "sporting_events/{type}/{id}",
  operationId: "getSportingEvent",
  summary: "One event; `{}` when unknown",
  tags,
  params: z.object({ type: z.string().max(100).meta({ description: "`sporting_events`." }), id: eventId }),
  responses: {
    200: {
      description: "The event, or `{}`: a failure gives an empty object.",
      schema: z.union([sportingEventJson, z.object({}).strict()]),
    },
    400: badInput,
  },
});

export const eventFeedOperation = operation({
  method: "get",
  path: "sporting_events/{context}/{id}/feed",
  operationId: "getSportingEventFeed",
  summary: "Stories about an event: its two teams first, in `language` first, then its league's",
  tags,
  params: z.object({ context: z.literal("sporting_events"), id: eventId }),
  query: individualFeedQuery.extend({
    language: z
      .enum(CONTENT_LANGUAGES)
      .optional()
      .meta({ description: "The reader's language: its stories come first within each group." }),
  }),
  responses: {
    200: { description: "Articles.", schema: articleListJson },
    400: badInput,
    404: errorResponse("`event_not_found`."),
  },
});

export const sportingEventOperations = [
  eventsOperation,
  profilesEventsOperation,
  streamOperation,
  updateEventOperation,
  liveCountOperation,
  eventOperation,
  eventFeedOperation,
];
