import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { CHANNEL_NAME_MAX, CHANNEL_NAME_PATTERN, CHANNEL_PAGES } from "#core/tv/tv.ts";

/*
 * What an operator may register as a live channel or a programme (`icaro channel …` and its
 * operator endpoint): every field checked here, before anything is written, so a bad URL, name or
 * time is one clear message and the database never holds half a channel.
 */

const TITLE_MAX = 200;
const URL_MAX = 2000;
/** A programme longer than this is a typing mistake (a wrong year, say), not a broadcast. */
export const PROGRAMME_MAX_HOURS = 24 * 7;

/** Printable text: no control characters (a NUL breaks PostgreSQL, a newline breaks the listing). */
export const title = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(TITLE_MAX, `${what} must be at most ${TITLE_MAX} characters`)
    .refine((text) => !/\p{Cc}/u.test(text), `${what} must not hold control characters`);

/**
 * A resource the player or the page fetches: an https URL, or an absolute path on this site
 * (`/media/live/x.m3u8`). A path is not `//host` (another site) and has no `..` segments, no
 * backslashes, no spaces: what the browser would resolve elsewhere is refused.
 */
export function isSiteResource(value: string): boolean {
  if (value.startsWith("/")) {
    return (
      !value.startsWith("//") && /^\/[A-Za-z0-9._~\-/%]*$/.test(value) && !/(^|\/)\.\.(\/|$)/.test(value)
    );
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** The path of a site resource; "" for anything else (the checks after a failed one still run). */
function pathOf(value: string): string {
  if (value.startsWith("/")) return value;
  try {
    return new URL(value).pathname;
  } catch {
    return "";
  }
}

const resource = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(URL_MAX, `${what} must be at most ${URL_MAX} characters`)
    // `abort`: the checks chained after this one (the .m3u8 ending) would only repeat the refusal.
    .refine(isSiteResource, {
      message: `${what} must be an https URL or a path on this site starting with /`,
      abort: true,
    });

export const channelNameInput = z
  .string()
  .max(CHANNEL_NAME_MAX, `the name must be at most ${CHANNEL_NAME_MAX} characters`)
  .regex(
    CHANNEL_NAME_PATTERN,
    "the name must be lower-case letters, digits and single hyphens, like sports-one",
  );

export const channelInput = z.object({
  name: channelNameInput,
  title: title("the title"),
  stream: resource("the stream").refine(
    (value) => pathOf(value).toLowerCase().endsWith(".m3u8"),
    "the stream must be an HLS playlist (.m3u8)",
  ),
  logo: resource("the logo").nullable().default(null),
  page: z.enum(CHANNEL_PAGES, { error: `the page must be one of ${CHANNEL_PAGES.join(", ")}` }),
  language: z
    .enum(CONTENT_LANGUAGES, { error: `the language must be one of ${CONTENT_LANGUAGES.join(", ")}` })
    .nullable()
    .default(null),
});
export type ChannelInput = z.infer<typeof channelInput>;

/** ISO 8601 with a time and an offset (or Z): a programme time without a zone would be a guess. */
export const instant = (what: string) =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      `${what} must be an ISO 8601 time with its offset, like 2026-11-27T20:00:00Z`,
    )
    .transform((text, ctx) => {
      // `2026-02-31` rolls over to March in Date: a day, hour or minute out of range is refused.
      const [y, mo, d, h, mi] = text.split(/[-T:]/).map(Number);
      const day = new Date(Date.UTC(y, mo - 1, d));
      const date = new Date(text);
      if (
        day.getUTCMonth() !== mo - 1 ||
        day.getUTCDate() !== d ||
        h > 23 ||
        mi > 59 ||
        Number.isNaN(date.getTime())
      ) {
        ctx.addIssue({ code: "custom", message: `${what} is not a real time` });
        return z.NEVER;
      }
      return date;
    });

const bothTimes = (input: { starts: unknown; ends: unknown }) =>
  input.starts instanceof Date && input.ends instanceof Date;

export const programmeInput = z
  .object({
    channel: channelNameInput,
    title: title("the title"),
    starts: instant("--starts"),
    ends: instant("--ends"),
    // A number from code and tests, the text of `--event 12` or `?event=12` from the command.
    event: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,10}$/, "--event must be a sporting event's id")
            .transform(Number),
        ],
        { error: "--event must be a sporting event's id" },
      )
      .pipe(
        z
          .number()
          .int()
          .min(1, "--event must be a sporting event's id")
          .max(2_147_483_647, "--event must be a sporting event's id"),
      )
      .nullable()
      .default(null),
  })
  // Zod runs these even when a time was refused above: only compare two real times.
  .refine((input) => !bothTimes(input) || input.ends > input.starts, {
    message: "--ends must be after --starts",
    path: ["ends"],
  })
  .refine(
    (input) =>
      !bothTimes(input) || input.ends.getTime() - input.starts.getTime() <= PROGRAMME_MAX_HOURS * 3_600_000,
    {
      message: `a programme may last at most ${PROGRAMME_MAX_HOURS} hours`,
      path: ["ends"],
    },
  );
export type ProgrammeInput = z.infer<typeof programmeInput>;

/** The first problem of a refused input, as one line. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "invalid input";
}
