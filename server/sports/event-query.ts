import { z } from "zod";
import { parseDayOffsets, parseUtcOffset } from "#core/event-days.ts";
import { EVENT_LIST_CONTEXTS, EVENTS_PER_MAX } from "#core/sporting-events.ts";
import { intParam, PAGE_MAX } from "#server/http/params.ts";

/** The largest id a serial column holds. */
export const ID_MAX = 2_147_483_647;

export const idParam = intParam("id", 1, ID_MAX);

/** `d`: a comma list of day offsets from the reader's today (core/event-days.ts). */
const dayOffsetsParam = z
  .string()
  .max(200, "d is too long")
  .transform((text, ctx) => {
    const result = parseDayOffsets(text);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });

/** `z`: the reader's UTC offset in hours, −12…14. */
const utcOffsetParam = z
  .string()
  .max(10, "z is too long")
  .transform((text, ctx) => {
    const result = parseUtcOffset(text);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });

/**
 * The events lists' query (spec §7 "Events and standings", §9): page size 120 at most and by
 * default; `d` defaults to today and tomorrow except for the live list, which shows what is on
 * now whenever it started; `id` names the league or team of `context=leagues|teams`.
 */
export const eventsQuery = z
  .object({
    page: intParam("page", 1, PAGE_MAX).default(1),
    per: intParam("per", 1, EVENTS_PER_MAX).default(EVENTS_PER_MAX),
    d: dayOffsetsParam.optional(),
    z: utcOffsetParam.optional(),
    context: z.enum(EVENT_LIST_CONTEXTS).default("all"),
    id: idParam.optional(),
  })
  .refine((query) => !(query.context === "leagues" || query.context === "teams") || query.id !== undefined, {
    message: "context leagues or teams needs the id of the league or team",
    path: ["id"],
  });

export type EventsQuery = z.infer<typeof eventsQuery>;

/** Follows as the clients send them: ids as numbers or numeric strings. */
export const profilesBody = z.object({
  profiles: z
    .array(
      z.object({
        id: z.union([z.number().int().min(1).max(ID_MAX), idParam]),
        context: z.enum(["athletes", "leagues", "teams", "entities"]),
        name: z.string().max(500).optional(),
      }),
    )
    .max(1000, "profiles may name at most 1000 profiles"),
});

export type ProfileRef = { id: number; context: string };
