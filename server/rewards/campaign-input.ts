import { z } from "zod";
import { CONTENT_LANGUAGES } from "#core/content/content.ts";
import { conditionsFromCampaign } from "#core/rewards/rewards.ts";
import { CAMPAIGN_LANDINGS } from "#core/rewards/rewards-api.ts";
import { instant, isSiteResource, title } from "#server/tv/channel-input.ts";

/*
 * What `icaro campaigns add|end` and `icaro rewards fulfil` accept, as one zod schema each: the
 * command checks its input with them before anything is written, and the operator endpoints
 * (rewards-operator-operations.ts) parse their query with the same ones, so both refuse alike.
 */

/** A campaign's `utm_campaign` code: letters, digits, `_` and `-`. */
export const campaignCode = z
  .string({ error: "the campaign code is required" })
  .regex(
    /^[A-Za-z0-9_-]{1,64}$/,
    "the campaign code must be 1 to 64 letters, digits, underscores or hyphens",
  );

/** A whole number from code (a number) or from a command line or query string (its digits). */
const whole = (what: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, `${what} must be a whole number`)
          .transform(Number),
      ],
      {
        error: `${what} must be a whole number`,
      },
    )
    .pipe(
      z
        .number()
        .int(`${what} must be a whole number`)
        .min(min, `${what} must be at least ${min}`)
        .max(max, `${what} must be at most ${max}`),
    );

const TEXT_MAX = 5000;
const text = (what: string) =>
  z
    .string()
    .trim()
    .max(TEXT_MAX, `${what} must be at most ${TEXT_MAX} characters`)
    // Paragraphs may break lines; other control characters (a NUL breaks PostgreSQL) may not.
    .refine((value) => !/[^\P{Cc}\n]/u.test(value), `${what} must not hold control characters`);
const picture = (what: string) =>
  z
    .string()
    .trim()
    .max(2000, `${what} must be at most 2000 characters`)
    .refine(isSiteResource, `${what} must be an https URL or a path on this site starting with /`);

/** `title_en`, `text_en`, `picture_en`, … for each language (`--title-en` on the command line). */
const pageFields = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((language) => [
    [`title_${language}`, title(`--title-${language}`).optional()],
    [`text_${language}`, text(`--text-${language}`).optional()],
    [`picture_${language}`, picture(`--picture-${language}`).optional()],
  ]),
) as unknown as Record<
  `${"title" | "text" | "picture"}_${(typeof CONTENT_LANGUAGES)[number]}`,
  z.ZodOptional<z.ZodType<string>>
>;

export type CampaignPage = Record<string, { title: string; text: string; picture: string | null }>;

export const campaignInput = z
  .object({
    code: campaignCode,
    articles: whole("--articles", 0, 100).optional(),
    shares: whole("--shares", 0, 100).optional(),
    registration: whole("--registration", 0, 1).optional(),
    megabytes: whole("--megabytes", 1, 1_000_000).default(50),
    starts: instant("--starts").optional(),
    ends: instant("--ends"),
    daily_limit: whole("--daily-limit", 1, 100_000_000).optional(),
    total_limit: whole("--total-limit", 1, 1_000_000_000).optional(),
    per_reader: whole("--per-reader", 1, 1000).default(1),
    token_hours: whole("--token-hours", 1, 24 * 366).default(72),
    click_secret: z
      .string()
      .min(16, "--click-secret must be at least 16 characters")
      .max(200, "--click-secret must be at most 200 characters")
      .regex(/^[\x21-\x7e]+$/, "--click-secret must be printable ASCII without spaces")
      .optional(),
    landing: z
      .enum(CAMPAIGN_LANDINGS, { error: `--landing must be one of ${CAMPAIGN_LANDINGS.join(", ")}` })
      .optional(),
    ...pageFields,
  })
  .strict()
  .transform((input, ctx) => {
    const starts = input.starts ?? new Date();
    if (input.ends <= starts) {
      ctx.addIssue({ code: "custom", message: "--ends must be after --starts", path: ["ends"] });
      return z.NEVER;
    }
    const page: CampaignPage = {};
    for (const language of CONTENT_LANGUAGES) {
      const pageTitle = input[`title_${language}`];
      const pageText = input[`text_${language}`];
      const pagePicture = input[`picture_${language}`];
      if (!pageTitle && (pageText || pagePicture)) {
        ctx.addIssue({ code: "custom", message: `--title-${language} is required with its text or picture` });
        return z.NEVER;
      }
      if (pageTitle)
        page[language] = { title: pageTitle, text: pageText ?? "", picture: pagePicture ?? null };
    }
    if (input.landing && !page.en) {
      ctx.addIssue({ code: "custom", message: "a landing page needs at least --title-en" });
      return z.NEVER;
    }
    // Conditions: the code's own (core/rewards/rewards.ts), each overridden by its option.
    const fromCode = conditionsFromCampaign(input.code);
    return {
      code: input.code,
      conditions: {
        articles: input.articles ?? fromCode.articles,
        shares: input.shares ?? fromCode.shares,
        registration: input.registration ?? fromCode.registration,
      },
      megabytes: input.megabytes,
      startsAt: starts,
      endsAt: input.ends,
      dailyLimit: input.daily_limit ?? null,
      totalLimit: input.total_limit ?? null,
      perReaderLimit: input.per_reader,
      tokenHours: input.token_hours,
      clickSecret: input.click_secret ?? null,
      landing: input.landing ?? null,
      page: Object.keys(page).length > 0 ? page : null,
    };
  });
export type CampaignInput = z.output<typeof campaignInput>;

export const campaignRef = z.object({ code: campaignCode });

export const claimRef = z.object({ claim: whole("the claim id", 1, 2_147_483_647) });
