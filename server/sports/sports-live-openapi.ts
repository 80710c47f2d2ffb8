import { INDIVIDUAL_FEED_PER } from "#core/content.ts";
import { DAY_OFFSET_LIMIT, DAY_OFFSETS_MAX, UTC_OFFSET_MAX, UTC_OFFSET_MIN } from "#core/event-days.ts";
import { EVENT_LIST_CONTEXTS, EVENTS_PER_MAX, SCORE_STATUSES } from "#core/sporting-events.ts";
import type { JsonSchema, OpenApiDocument, OpenApiParameter } from "#server/http/openapi.ts";
import { PAGE_MAX } from "#server/http/params.ts";
import { HEARTBEAT_MS } from "./score-stream-routes.ts";
import { error, id32, json } from "./sports-openapi-parts.ts";

/** The OpenAPI description of the sporting events routes (server/sports/sports-live-routes.ts). */

const nullableInt: JsonSchema = { type: ["integer", "null"] as never };
const nullableString: JsonSchema = { type: ["string", "null"] as never };
const team: JsonSchema = {
  type: "object",
  required: ["id", "name", "photo"],
  properties: { id: id32, name: { type: "string" }, photo: nullableString },
};

/** Spec §3 "Calendar event". */
const sportingEvent: JsonSchema = {
  type: "object",
  required: [
    "id",
    "context",
    "name",
    "long_name",
    "status",
    "scores",
    "home",
    "away",
    "league",
    "start_time",
  ],
  properties: {
    id: id32,
    context: { type: "string", enum: ["sporting_events"] },
    name: { type: "string" },
    long_name: { type: "string" },
    status: {
      type: "object",
      required: ["status", "period"],
      properties: {
        status: { type: "string", enum: SCORE_STATUSES },
        period: { ...nullableString, description: '"1H", "HT", "67\'" while playing.' },
      },
    },
    scores: {
      type: "array",
      items: {
        type: "object",
        required: ["position", "value"],
        properties: { position: { type: "string", enum: ["home", "away"] }, value: nullableInt },
      },
    },
    home: team,
    away: team,
    league: {
      type: "object",
      required: ["id", "name", "context", "photo"],
      properties: {
        id: id32,
        name: { type: "string" },
        context: { type: "string", enum: ["leagues"] },
        photo: { type: "object", properties: { thumbnail: nullableString } },
      },
    },
    start_time: { type: "string", format: "date-time" },
    time_known: { type: "boolean" },
    round: nullableString,
    link: nullableString,
    external: { type: "boolean" },
  },
};
const eventList: JsonSchema = { type: "array", items: sportingEvent };

const listQuery: OpenApiParameter[] = [
  {
    name: "page",
    in: "query",
    description: `Page number from 1 (at most ${PAGE_MAX}).`,
    schema: { type: "integer", minimum: 1, maximum: PAGE_MAX, default: 1 },
  },
  {
    name: "per",
    in: "query",
    description: `Page size, at most ${EVENTS_PER_MAX} (spec §9).`,
    schema: { type: "integer", minimum: 1, maximum: EVENTS_PER_MAX, default: EVENTS_PER_MAX },
  },
  {
    name: "d",
    in: "query",
    description: `Comma list of day offsets from the reader's today (at most ${DAY_OFFSETS_MAX}, each within ±${DAY_OFFSET_LIMIT}). Default \`0,1\`; the live list defaults to any day.`,
    schema: { type: "string", examples: ["0,1", "-1", "0"] },
  },
  {
    name: "z",
    in: "query",
    description: `The reader's UTC offset in hours, ${UTC_OFFSET_MIN}…${UTC_OFFSET_MAX}, in quarter hours. Default 0.`,
    schema: { type: "number", minimum: UTC_OFFSET_MIN, maximum: UTC_OFFSET_MAX, default: 0 },
  },
  {
    name: "context",
    in: "query",
    description: "`leagues`/`teams` need `id`; `favorites` needs a signed-in reader.",
    schema: { type: "string", enum: EVENT_LIST_CONTEXTS, default: "all" },
  },
  { name: "id", in: "query", description: "The league or team of `context=leagues|teams`.", schema: id32 },
];
const badInput = error(
  "`invalid_query`/`invalid_body`/`invalid_param`: a bad d, z, page, per, context or id.",
);
const path = (name: string, schema: JsonSchema, description?: string): OpenApiParameter => ({
  name,
  in: "path",
  required: true,
  description,
  schema,
});

export function sportsLiveOpenApiPaths(v3: string): OpenApiDocument["paths"] {
  return {
    [`${v3}/sporting_events`]: {
      get: {
        operationId: "listSportingEvents",
        summary: "Events by day in the reader's time zone",
        description: "Ordered by start time, then league name, then id.",
        tags: ["sporting events"],
        parameters: listQuery,
        responses: {
          "200": { description: "Events.", content: json(eventList) },
          "400": badInput,
          "401": error("`sign_in_required`: `context=favorites` for a guest."),
          "404": error("`league_not_found`/`team_not_found`."),
        },
      },
    },
    [`${v3}/profiles/sporting_events`]: {
      post: {
        operationId: "listProfilesSportingEvents",
        summary: "Events of the followed leagues and teams sent in the body",
        tags: ["sporting events"],
        parameters: listQuery,
        requestBody: {
          required: true,
          content: json({
            type: "object",
            required: ["profiles"],
            properties: {
              profiles: {
                type: "array",
                maxItems: 1000,
                items: {
                  type: "object",
                  required: ["id", "context"],
                  properties: {
                    id: { type: ["integer", "string"] as never },
                    context: { type: "string", enum: ["athletes", "leagues", "teams", "entities"] },
                  },
                },
              },
            },
          }),
        },
        responses: { "200": { description: "Events.", content: json(eventList) }, "400": badInput },
      },
    },
    [`${v3}/sporting_events/stream`]: {
      get: {
        operationId: "streamSportingEvents",
        summary: "Live score changes (Server-Sent Events)",
        description: `\`event: score\` with the event's JSON as data; a heartbeat comment every ${HEARTBEAT_MS / 1000} s.`,
        tags: ["sporting events"],
        parameters: [
          { name: "league", in: "query", description: "Only this league's events.", schema: id32 },
          {
            name: "ids",
            in: "query",
            description: "Only these events (comma list).",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "An event stream.",
            content: { "text/event-stream": { schema: { type: "string" } } },
          },
          "400": badInput,
        },
      },
    },
    [`${v3}/sporting_events/{id}/update`]: {
      post: {
        operationId: "updateSportingEvent",
        summary: "A data provider's score change (Authorization: Bearer ICARO_OPERATOR_KEY)",
        tags: ["sporting events"],
        parameters: [path("id", id32, "The event's id.")],
        requestBody: {
          required: true,
          content: json({
            type: "object",
            additionalProperties: false,
            properties: {
              status: { type: "string", enum: SCORE_STATUSES },
              period: nullableString,
              home: { ...nullableInt, minimum: 0 },
              away: { ...nullableInt, minimum: 0 },
            },
          }),
        },
        responses: {
          "200": {
            description: "The event as it now is; published to the stream.",
            content: json(sportingEvent),
          },
          "400": badInput,
          "401": error("`invalid_operator_key`."),
          "404": error("`event_not_found`."),
        },
      },
    },
    [`${v3}/sporting_events/{type}/{id}`]: {
      get: {
        operationId: "getSportingEvent",
        summary: "One event; `{}` when unknown (spec §7)",
        tags: ["sporting events"],
        parameters: [
          path("type", { type: "string" }, "`sporting_events`."),
          path("id", id32, "The event's id."),
        ],
        responses: {
          "200": { description: "The event, or `{}`.", content: json(sportingEvent) },
          "400": badInput,
        },
      },
    },
    [`${v3}/sporting_events/{context}/{id}/feed`]: {
      get: {
        operationId: "getSportingEventFeed",
        summary: "Stories about an event's teams and league, newest first",
        tags: ["sporting events"],
        parameters: [
          path("context", { type: "string", enum: ["sporting_events"] }),
          path("id", id32, "The event's id."),
          {
            name: "page",
            in: "query",
            schema: { type: "integer", minimum: 1, maximum: PAGE_MAX, default: 1 },
          },
          {
            name: "per",
            in: "query",
            schema: { type: "integer", minimum: 1, maximum: 100, default: INDIVIDUAL_FEED_PER },
          },
          { name: "start_date", in: "query", schema: { type: "string", examples: ["2024-05-01"] } },
        ],
        responses: {
          "200": {
            description: "Articles.",
            content: json({ type: "array", items: { $ref: "#/components/schemas/Article" } }),
          },
          "400": badInput,
          "404": error("`event_not_found`."),
        },
      },
    },
  };
}
