import { z } from "zod";
import {
  AD_TAG_KEYS,
  AD_TAG_MAX_LENGTH,
  type AdTag,
  adSizes,
  adTargets,
  parseAdTag,
} from "#core/ads/ad-tag.ts";
import { BANNER_AD_TYPE } from "#core/ads/banner-ad.ts";
import { NO_THIRD_PARTY, type SiteAd, type SiteThirdParty } from "#core/site/site-config.ts";
import { isSiteResource } from "#server/tv/channel-input.ts";

/*
 * What an operator may write into a site's ads and third-party settings (`icaro site ads …` and its
 * operator endpoint), checked before anything is written: an ad tag that the parser (core/ads/ad-tag.ts)
 * cannot read into a placement and a size, an address that is not https or a path on this site, a
 * page name that is not one, are one clear message each and the row is left as it was. What is read
 * back from the row goes through `storedThirdParty` too, so a hand-edited row cannot put an
 * unchecked address on a page (docs/decisions/0080).
 */

export const AD_DEVICES = ["desktop", "mobile"] as const;
/** Page names are the route table's ids (app/routing/route-table.ts: "home", "sports-scores"…). */
export const PAGE_NAME_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const PAGE_NAME_MAX = 64;
const PAGES_MAX = 50;
const URL_MAX = 2000;
/** A tag manager's container id: letters, digits and hyphens (GTM-XXXXXXX). */
export const TAG_MANAGER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/** The ad tag as the parser reads it, written back in the parser's key order: what is stored. */
export function canonicalAdTag(tag: AdTag): string {
  return AD_TAG_KEYS.filter((key) => tag[key] !== undefined)
    .map((key) => `${key}=${tag[key]}`)
    .join(":");
}

/** Why an ad tag cannot make a slot, or null when it can. */
export function adTagProblem(text: string): string | null {
  const tag = parseAdTag(text);
  if (tag.plc === undefined) return "the ad tag needs a placement (plc=…)";
  if (typeof tag.sizes !== "string" || adSizes(tag.sizes).length !== tag.sizes.split(",").length)
    return "the ad tag needs sizes written as WIDTHxHEIGHT, comma-separated (sizes=728x90,970x250)";
  if (tag.adtarget !== undefined && adTargets(tag.adtarget).length !== String(tag.adtarget).split(",").length)
    return "the ad tag's adtarget must be key|value pairs, comma-separated (adtarget=section|sports)";
  return null;
}

const printable = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine((text) => !/\p{Cc}/u.test(text), `${what} must not hold control characters`);

const pageNames = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(","))
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ""),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(PAGE_NAME_MAX, `a page name must be at most ${PAGE_NAME_MAX} characters`)
          .regex(
            PAGE_NAME_PATTERN,
            "page names are route ids: lower-case letters and digits, joined by - or _ (home, privacy_policy)",
          ),
      )
      .min(1, "at least one page name is required")
      .max(PAGES_MAX, `at most ${PAGES_MAX} page names`),
  );

/** One ad entry (docs/behaviour/search.md#search-state): its type, device, page names and its one ad tag (see `siteAdOf`). */
export const adEntryInput = z.object({
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,64}$/, "the type must be letters, digits, _ or - (desktopinpagebillboard)")
    .default(BANNER_AD_TYPE),
  device: z.enum(AD_DEVICES, { error: "the device must be desktop or mobile" }),
  pages: pageNames,
  tag: printable("the ad tag", AD_TAG_MAX_LENGTH)
    .superRefine((text, context) => {
      const problem = adTagProblem(text);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((text) => canonicalAdTag(parseAdTag(text))),
});

/** The entry as the site configuration stores it. */
export function siteAdOf(input: z.output<typeof adEntryInput>): SiteAd {
  return {
    type: input.type,
    device: input.device,
    page_types: [...new Set(input.pages)],
    ad_tags: [{ ad_tag: input.tag }],
  };
}

/** An address set on the command line: an https URL or a path on this site; `none` clears it. */
const scriptAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX, `${what} must be at most ${URL_MAX} characters`)
    .refine((value) => value === "none" || isSiteResource(value), {
      message: `${what} must be an https URL or a path on this site starting with / (or none)`,
    })
    .transform((value) => (value === "none" ? null : value));

/** mailto: with one plausible address, or an address as for a script. */
export function isSupportAddress(value: string): boolean {
  if (value.startsWith("mailto:")) return /^mailto:[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(value);
  return isSiteResource(value);
}

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off"])])
  .transform((value) => value === true || value === "true" || value === "on");

/** The third-party settings to change; absent ones are kept. */
export const thirdPartyInput = z
  .object({
    display_ads: flag.optional(),
    publisher_tag_url: scriptAddress("the publisher-tag URL").optional(),
    partner_ads_url: scriptAddress("the partner ads URL").optional(),
    session_replay_url: scriptAddress("the session-replay URL").optional(),
    tag_manager_id: z
      .string()
      .trim()
      .refine((value) => value === "none" || TAG_MANAGER_PATTERN.test(value), {
        message: "the tag manager id must be letters, digits and hyphens (GTM-ABC123) (or none)",
      })
      .transform((value) => (value === "none" ? null : value))
      .optional(),
    support_url: z
      .string()
      .trim()
      .max(URL_MAX, `the support address must be at most ${URL_MAX} characters`)
      .refine((value) => value === "none" || isSupportAddress(value), {
        message:
          "the support address must be an https URL, a mailto: address or a path on this site (or none)",
      })
      .transform((value) => (value === "none" ? null : value))
      .optional(),
  })
  .strict();
export type ThirdPartyChange = z.output<typeof thirdPartyInput>;

/**
 * The settings as pages and the API see them: every stored value checked again, anything that does
 * not pass (a hand-edited row, an older rule) read as not configured.
 */
export function storedThirdParty(raw: unknown): SiteThirdParty {
  const row = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown, ok: (value: string) => boolean) =>
    typeof value === "string" && value.length <= URL_MAX && ok(value) ? value : null;
  return {
    ...NO_THIRD_PARTY,
    display_ads: row.display_ads === true,
    publisher_tag_url: text(row.publisher_tag_url, isSiteResource),
    partner_ads_url: text(row.partner_ads_url, isSiteResource),
    tag_manager_id: text(row.tag_manager_id, (value) => TAG_MANAGER_PATTERN.test(value)),
    session_replay_url: text(row.session_replay_url, isSiteResource),
    support_url: text(row.support_url, isSupportAddress),
  };
}

/** The ads list as stored, with only well-formed entries (the page's banner reads the rest again). */
export function storedAds(raw: unknown): SiteAd[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (ad): ad is SiteAd =>
      typeof ad === "object" &&
      ad !== null &&
      typeof ad.type === "string" &&
      typeof ad.device === "string" &&
      Array.isArray(ad.page_types) &&
      Array.isArray(ad.ad_tags),
  );
}
