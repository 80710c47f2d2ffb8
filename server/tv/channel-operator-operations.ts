import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { CHANNEL_PAGES } from "#core/tv/tv.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  invalidOperatorKey,
  OPERATOR_BASE,
  operatorKeyHeader,
} from "#server/operator/operator-operations.ts";
import { channelInput, programmeInput } from "./channel-input.ts";

/*
 * The `icaro channel` commands, run by the server that owns the database: mounted inside the
 * operator's routes, behind their key check (channel-operator-routes.ts). The inputs are
 * channel-input.ts's, so the command and the endpoint refuse the same things.
 */

export const CHANNELS_OPERATOR_BASE = `${OPERATOR_BASE}/channels`;
const tags = ["operator", "tv"];

const channelFields = z.object({
  name: z.string(),
  title: z.string(),
  stream: z.string(),
  logo: z.string().nullable(),
  page: z.enum(CHANNEL_PAGES),
  language: z.enum(CONTENT_LANGUAGES).nullable(),
});
const refused = errorResponse(
  "`invalid_query`: a malformed name, an empty or long title, a stream that is not an https URL or a path on this site ending in .m3u8, an unknown page or language, a time without an offset, an end before the start. `invalid_request`: an unknown channel or sporting event.",
);

export const addChannelOperation = operation({
  method: "post",
  base: CHANNELS_OPERATOR_BASE,
  path: "add",
  operationId: "operatorAddChannel",
  summary: "Register a live channel (`icaro channel add`)",
  description: "A name the site already has gets its other fields replaced; its programmes are kept.",
  tags,
  headers: operatorKeyHeader,
  query: channelInput,
  responses: {
    200: {
      description: "The channel, and whether it is new.",
      schema: z.object({ channel: channelFields, created: z.boolean() }),
    },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const listChannelsOperation = operation({
  method: "post",
  base: CHANNELS_OPERATOR_BASE,
  path: "list",
  operationId: "operatorListChannels",
  summary: "The registered live channels (`icaro channel list`)",
  tags,
  headers: operatorKeyHeader,
  responses: {
    200: {
      description: "Every channel of the site with how many programmes it has.",
      schema: z.object({ channels: z.array(channelFields.extend({ programmes: z.number().int().min(0) })) }),
    },
    401: invalidOperatorKey,
  },
});

export const removeChannelOperation = operation({
  method: "post",
  base: CHANNELS_OPERATOR_BASE,
  path: "remove",
  operationId: "operatorRemoveChannel",
  summary: "Remove a live channel and its programmes (`icaro channel remove`)",
  tags,
  headers: operatorKeyHeader,
  query: z.object({ name: channelInput.shape.name }),
  responses: {
    200: { description: "The channel removed.", schema: z.object({ removed: channelFields }) },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const scheduleOperation = operation({
  method: "post",
  base: CHANNELS_OPERATOR_BASE,
  path: "schedule",
  operationId: "operatorScheduleProgramme",
  summary: "Add a programme to a channel (`icaro channel schedule`)",
  description:
    "`starts` and `ends` are ISO 8601 with an offset; `event` names the game of the sports calendar it shows.",
  tags,
  headers: operatorKeyHeader,
  query: programmeInput,
  responses: {
    200: {
      description: "The programme added.",
      schema: z.object({
        channel: z.string(),
        programme: z.object({
          title: z.string(),
          starts_at: z.string(),
          ends_at: z.string(),
          event_id: z.number().int().nullable(),
        }),
      }),
    },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const channelOperatorOperations = [
  addChannelOperation,
  listChannelsOperation,
  removeChannelOperation,
  scheduleOperation,
];
