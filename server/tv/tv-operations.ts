import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import {
  liveChannelJson,
  liveChannelListJson,
  tvCalendarJson,
  tvGalleryJson,
  tvHomeJson,
  tvUpNextJson,
} from "#core/schemas/tv-json.ts";
import { parseDayOffsets, parseUtcOffset, UTC_OFFSET_MAX, UTC_OFFSET_MIN } from "#core/sports/event-days.ts";
import {
  CHANNEL_PAGES,
  TV_CALENDAR_DAYS,
  TV_GALLERY_PAGE_MAX,
  TV_GALLERY_PER,
  TV_GALLERY_PER_MAX,
  UP_NEXT_MAX,
} from "#core/tv/tv.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { idParam, intParam, parsedBy, siteIdParam } from "#server/http/api/params.ts";
import { TV_FEATURED_MAX } from "./tv-service.ts";

/*
 * The TV API (docs/behaviour/video-tv.md#live-video-call `site/content/tim-tv`, docs/decisions/0071-tv-api-and-live-channels.md): what each operation takes and answers. The
 * routes (tv-routes.ts) parse with these schemas and /api/docs is generated from them.
 */

const tags = ["tv"];
const BASE = "site/content/tim-tv";

const language = z
  .enum(CONTENT_LANGUAGES, { error: `language must be one of ${CONTENT_LANGUAGES.join(", ")}` })
  .default("en")
  .meta({ description: "The reader's language: videos in it come first." });

/** A section key or sport as URLs write them; an unknown one is an empty list, a malformed one a 400. */
const key = (name: string, description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:[_-][a-z0-9]+)*$/, `${name} must be lower-case letters, digits, _ and -`)
    .max(40, `${name} must be at most 40 characters`)
    .optional()
    .meta({ description });

const utcOffset = z
  .string()
  .max(10, "z is too long")
  .transform(parsedBy(parseUtcOffset))
  .default(0)
  .meta({
    description: `The reader's UTC offset in hours, ${UTC_OFFSET_MIN}…${UTC_OFFSET_MAX}, in quarter hours, as the events API takes it. Default 0.`,
    examples: ["0", "-3", "5.5"],
  });

const ALL_DAYS = Array.from({ length: TV_CALENDAR_DAYS }, (_, day) => day);

export const tvHomeOperation = operation({
  method: "get",
  path: BASE,
  operationId: "getTv",
  summary: "The TV page, or one page of the video gallery",
  description: [
    `Without \`page\`, \`per\`, \`category\` or \`publisher\`: the TV page — the live channels with what is on now and in the next 24 hours, up to ${TV_FEATURED_MAX} featured videos (the reader's language first, then the most important, then the newest), the sections that have videos with how many, and the games live now or still to start before the end of the reader's day (\`z\`), live first, each with the channels scheduled to show it.`,
    `With any of them: the gallery form, videos only, the reader's language first, then newest, as \`{item}\` entries; \`category\` (a section key) and \`publisher\` (a common name, as written or as its URL slug) narrow it, and an unknown one gives an empty page.`,
  ].join("\n\n"),
  tags,
  query: z.object({
    site_id: siteIdParam.optional(),
    language,
    z: utcOffset,
    page: intParam("page", 1, TV_GALLERY_PAGE_MAX)
      .optional()
      .meta({ description: `The gallery page, from 1 (at most ${TV_GALLERY_PAGE_MAX}).` }),
    per: intParam("per", 1, TV_GALLERY_PER_MAX)
      .optional()
      .meta({
        description: `Gallery page size, ${TV_GALLERY_PER} by default, at most ${TV_GALLERY_PER_MAX}.`,
      }),
    category: key("category", "Only videos of this section (its key)."),
    publisher: z
      .string()
      .trim()
      .min(1, "publisher must not be empty")
      .max(200, "publisher must be at most 200 characters")
      .optional()
      .meta({ description: "Only videos of this publisher: its common name or the name's URL slug." }),
  }),
  responses: {
    200: { description: "The TV page, or a gallery page.", schema: z.union([tvHomeJson, tvGalleryJson]) },
    400: errorResponse(
      `\`invalid_query\`: \`page\` outside 1–${TV_GALLERY_PAGE_MAX}, \`per\` outside 1–${TV_GALLERY_PER_MAX}, a malformed \`category\`, an empty or long \`publisher\`, an unknown \`language\`, a bad \`z\`. \`invalid_text\`: a NUL character in the query.`,
    ),
  },
});

export const tvUpNextOperation = operation({
  method: "get",
  path: `${BASE}/up-next`,
  operationId: "getTvUpNext",
  summary: "The videos to play after one",
  description: `Up to ${UP_NEXT_MAX} videos: the same section first, then the others; within each the reader's language first, then newest. Never the video itself.`,
  tags,
  query: z.object({
    id: idParam().meta({ description: "The video playing now." }),
    language,
    site_id: siteIdParam.optional(),
  }),
  responses: {
    200: { description: "The videos, in the order to play them.", schema: tvUpNextJson },
    400: errorResponse("`invalid_query`: a missing or non-numeric `id`, an unknown `language`."),
    404: errorResponse("`video_not_found`: no article with that id, or a story rather than a video."),
  },
});

export const tvEventsOperation = operation({
  method: "get",
  path: `${BASE}/events`,
  operationId: "getTvEvents",
  summary: "The live-event calendar",
  description:
    "Every game of the sports calendar on the reader's days (today and up to six more, in the reader's time zone `z`), by start time, each with its sport and the live channels scheduled to show it; `sport` and `channel` narrow it. `sports` and `channels` are the choices of these days whatever the filter. An unknown sport or channel gives days without events.",
  tags,
  query: z.object({
    days: z
      .string()
      .max(100, "days is too long")
      .transform(parsedBy(parseDayOffsets))
      .refine((days) => days.every((day) => day >= 0 && day < TV_CALENDAR_DAYS), {
        message: `days must be between 0 (today) and ${TV_CALENDAR_DAYS - 1}`,
      })
      .default(ALL_DAYS)
      .meta({
        description: `Comma list of days from today, 0…${TV_CALENDAR_DAYS - 1}; all by default.`,
        examples: ["0", "0,1,2"],
      }),
    sport: key("sport", "Only games of this sport (`soccer`…)."),
    channel: z
      .string()
      .max(60, "channel must be at most 60 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "channel must be a channel name")
      .optional()
      .meta({ description: "Only games this channel is scheduled to show." }),
    z: utcOffset,
    site_id: siteIdParam.optional(),
  }),
  responses: {
    200: { description: "One entry per day asked, in order.", schema: tvCalendarJson },
    400: errorResponse("`invalid_query`: a bad `days`, `z`, `sport` or `channel`."),
  },
});

export const tvChannelsOperation = operation({
  method: "get",
  path: `${BASE}/channels`,
  operationId: "listTvChannels",
  summary: "The live channels",
  description:
    "Every channel the operator registered, or those of one TV page, with what is on now and next.",
  tags,
  query: z.object({
    page: z
      .enum(CHANNEL_PAGES, { error: `page must be one of ${CHANNEL_PAGES.join(", ")}` })
      .optional()
      .meta({ description: "`timtv` (the carrier's TV) or `zoometv` (the media group's)." }),
    site_id: siteIdParam.optional(),
  }),
  responses: {
    200: { description: "The channels, by page then title.", schema: liveChannelListJson },
    400: errorResponse("`invalid_query`: an unknown `page`."),
  },
});

export const tvChannelOperation = operation({
  method: "get",
  path: `${BASE}/channels/{name}`,
  operationId: "getTvChannel",
  summary: "One live channel",
  description: "The channel of /timtv/{name}. A name that is not a channel's, malformed or not, is a 404.",
  tags,
  params: z.object({
    name: z
      .string()
      .max(200, "name is too long")
      .meta({ description: "The channel's name.", examples: ["icaro-sports"] }),
  }),
  query: z.object({ site_id: siteIdParam.optional() }),
  responses: {
    200: { description: "The channel.", schema: liveChannelJson },
    404: errorResponse("`channel_not_found`: no channel of that name."),
  },
});

export const tvOperations = [
  tvHomeOperation,
  tvUpNextOperation,
  tvEventsOperation,
  tvChannelsOperation,
  tvChannelOperation,
];
