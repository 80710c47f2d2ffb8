import { z } from "zod";
import { CONTENT_LANGUAGES } from "../content/content.ts";
import {
  CHANNEL_PAGES,
  type LiveChannelJson,
  type ScheduleItemJson,
  type TvCalendarJson,
  type TvCategoryJson,
  type TvEventJson,
  type TvGalleryJson,
  type TvHomeJson,
  type TvUpNextJson,
} from "../tv/tv.ts";
import { articleJson, localizedNamesJson } from "./content-json.ts";
import { contract } from "./contract.ts";
import { sportingEventJson } from "./sports-json.ts";

/*
 * The TV API's JSON (core/tv/tv.ts) as zod schemas tied to the contract types by `contract`: the server
 * documents its answers with them (/api/docs); the pages import the types only.
 */

const dateTime = z.iso.datetime().meta({ description: "ISO 8601 in UTC." });

export const scheduleItemJson = contract<ScheduleItemJson>()(
  z
    .object({
      title: z.string(),
      starts_at: dateTime,
      ends_at: dateTime,
      event_id: z.number().int().nullable().meta({ description: "The game it broadcasts, if one." }),
    })
    .meta({ id: "ScheduleItem", description: "One programme of a live channel." }),
);

export const liveChannelJson = contract<LiveChannelJson>()(
  z
    .object({
      name: z.string().meta({ description: "Its URL segment: /timtv/{name}.", examples: ["icaro-sports"] }),
      title: z.string(),
      stream: z
        .string()
        .meta({ description: "The HLS playlist (.m3u8): an https URL or a path on this site." }),
      logo: z.string().nullable(),
      page: z.enum(CHANNEL_PAGES).meta({ description: "The TV page that lists it." }),
      language: z.enum(CONTENT_LANGUAGES).nullable(),
      on_now: scheduleItemJson.nullable(),
      schedule: z
        .array(scheduleItemJson)
        .meta({ description: "What is on now and next within 24 hours, earliest first." }),
    })
    .meta({ id: "LiveChannel", description: "A live TV channel the operator registered." }),
);

export const tvCategoryJson = contract<TvCategoryJson>()(
  z
    .object({
      key: z.string(),
      label: z.string().meta({ description: "In the reader's language." }),
      labels: localizedNamesJson,
      count: z.number().int().min(1).meta({ description: "How many videos the section holds." }),
    })
    .meta({ id: "TvCategory", description: "A section that has videos." }),
);

const channelRef = z.object({ name: z.string(), title: z.string() });

export const tvEventJson = contract<TvEventJson>()(
  sportingEventJson
    .extend({
      sport: z.string().meta({ examples: ["soccer"] }),
      channels: z.array(channelRef).meta({ description: "The live channels scheduled to show it." }),
    })
    .meta({ id: "TvEvent", description: "A game of the sports calendar with its sport and channels." }),
);

export const tvHomeJson = contract<TvHomeJson>()(
  z
    .object({
      live: z.array(liveChannelJson),
      featured: z.array(articleJson).max(10),
      categories: z.array(tvCategoryJson),
      events: z.array(tvEventJson),
    })
    .meta({
      id: "TvHome",
      description: "The TV page: live channels, featured videos, categories, today's games.",
    }),
);

export const tvGalleryJson = contract<TvGalleryJson>()(
  z
    .object({
      page: z.number().int().min(1),
      per: z.number().int().min(1),
      total: z.number().int().min(0),
      endlist: z.boolean().meta({ description: "True on the last page." }),
      items: z.array(z.object({ item: articleJson })),
    })
    .meta({ id: "TvGallery", description: "One page of the video gallery." }),
);

export const tvUpNextJson = contract<TvUpNextJson>()(
  z
    .object({ items: z.array(articleJson).max(10) })
    .meta({ id: "TvUpNext", description: "The videos to play after one, same section first." }),
);

export const tvCalendarJson = contract<TvCalendarJson>()(
  z
    .object({
      days: z.array(
        z.object({
          date: z.string().meta({ description: "The reader's calendar day, YYYY-MM-DD." }),
          events: z.array(tvEventJson),
        }),
      ),
      sports: z.array(z.string()),
      channels: z.array(channelRef),
    })
    .meta({ id: "TvCalendar", description: "The live-event calendar, one entry per day." }),
);

export const liveChannelListJson = z.array(liveChannelJson);
