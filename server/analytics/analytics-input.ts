import { z } from "zod";
import { ARTICLE_CONTEXTS } from "#core/content/content.ts";
import { LOCALES } from "#core/i18n/locales.ts";
import { type DeviceClass, deviceClass } from "./device-class.ts";

/*
 * The tracking endpoints' parameters (docs/behaviour/consent-ads-analytics.md#analytics-calls): every one bounded and
 * checked, a control character (NUL included) anywhere is a 400, and what is stored is reduced to
 * what the report needs (decision 0078): the path without its query, the referrer's host, the
 * device class and browser family instead of the user agent.
 */

/** The longest referrer or full path taken; a longer one is refused (400), not cut. */
export const MAX_URL_PARAM = 2048;

/** Printable text without control characters (C0, DEL, C1), at most `max` characters. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, "must not hold control characters");
const token = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_.:-]+$/, "letters, digits, _ . : - only");
const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** `GET /tagger/analytics` (docs/behaviour/consent-ads-analytics.md#analytics-calls): a page view. `page` or `full_path` is required. */
export const pageViewQuery = z
  .object({
    page: text(300)
      .optional()
      .meta({ description: "The page-view label (core/analytics/page-view-label.ts)" }),
    page_name: token(100).optional().meta({ description: "The route table's id of the page" }),
    user_agent: text(512).optional().meta({ description: "Used for the device class; not stored" }),
    browser: text(64).optional(),
    experience: token(32).optional(),
    site_id: z
      .string()
      .regex(/^\d{1,9}$/, "must be a site id")
      .transform(Number)
      .optional(),
    site_uuid: token(64).optional(),
    logged_in: flag.optional(),
    is_ios_mobile: flag.optional(),
    is_mobile: flag.optional(),
    ad_blocker: flag.optional(),
    referrer: text(MAX_URL_PARAM).optional(),
    full_path: text(MAX_URL_PARAM)
      .regex(/^\//, "must be a path starting with /")
      .optional()
      .meta({ description: "The path and query the reader saw; only the path is kept" }),
    pwa: flag.optional(),
    env: token(20).optional(),
    psid: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, "must be a PSID")
      .optional(),
    no_data: flag.optional().meta({ description: "The connectivity probe failed (dataLess)" }),
  })
  .refine((query) => query.page !== undefined || query.full_path !== undefined, {
    message: "page or full_path is required",
    path: ["page"],
  });
export type PageViewQuery = z.output<typeof pageViewQuery>;

/** `GET /trk` (docs/behaviour/consent-ads-analytics.md#analytics-calls): a click on a campaign link. `cx` (the campaign) or `id` is required. */
export const clickQuery = z
  .object({
    id: token(128).optional().meta({ description: "The click's id; checked, not stored" }),
    sid: token(128).optional().meta({ description: "The session's id; checked, not stored" }),
    action: token(40).optional(),
    cx: token(100).optional().meta({ description: "The campaign" }),
    cxid: token(100).optional().meta({ description: "The campaign's item (creative, link)" }),
    os: text(40).optional(),
  })
  .refine((query) => query.cx !== undefined || query.id !== undefined, {
    message: "cx or id is required",
    path: ["cx"],
  });
export type ClickQuery = z.output<typeof clickQuery>;

/** One event as stored, before the reader's hash is added (analytics-service.ts). */
export type AnalyticsEvent = {
  kind: "page_view" | "click";
  page: string | null;
  path: string | null;
  section: string | null;
  story: string | null;
  device: DeviceClass | null;
  browser: string | null;
  referrerHost: string | null;
  dataLess: boolean | null;
  loggedIn: boolean | null;
  pwa: boolean | null;
  adBlocker: boolean | null;
  campaign: string | null;
  campaignItem: string | null;
  action: string | null;
  os: string | null;
};

const KEY = /^[a-z0-9_-]{1,40}$/;
const keyOrOther = (value: string) => (KEY.test(value) ? value : "other");

/** The path without its query or fragment, without a locale prefix, at most 512 characters. */
export function plainPath(fullPath: string): string {
  const path = fullPath.split(/[?#]/)[0] || "/";
  const segments = path.split("/");
  const unprefixed = (LOCALES as readonly string[]).includes(segments[1] ?? "")
    ? `/${segments.slice(2).join("/")}`
    : path;
  return unprefixed.slice(0, 512);
}

/**
 * The story a path shows (`news_stories/12`), from the content page forms of core/routing/article-urls.ts
 * articlePath: /{post}/{type}/web/{id}, /{post}/{type}/{id}/{slug} and
 * /{post}/{type}/{category}/{publisher}/{slug}/{id}; its section is the category when the path
 * has one. Any other path: no story, and the first segment ("home" for /) as its section.
 */
export function pathParts(path: string): { section: string; story: string | null } {
  const segments = path.split("/").filter(Boolean);
  const [first, type, ...rest] = segments;
  if (first !== undefined && (ARTICLE_CONTEXTS as readonly string[]).includes(type ?? "")) {
    const numeric = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? value : null);
    let id: string | null = null;
    let section = "stories";
    if (rest[0] === "web") id = numeric(rest[1]);
    else if (rest.length === 4) {
      id = numeric(rest[3]);
      section = keyOrOther(decodeSafely(rest[0]).toLowerCase());
    } else id = numeric(rest[0]);
    return { section, story: id ? `${type}/${id}` : null };
  }
  if (first === undefined) return { section: "home", story: null };
  return { section: keyOrOther(decodeSafely(first).toLowerCase()), story: null };
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The referrer's host name, lower case; null when there is none or it is not an http(s) URL. */
export function referrerHost(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().slice(0, 253) || null;
  } catch {
    return null;
  }
}

/** A short browser family for the report ("Chrome 120" → "chrome"); null when none is given. */
export function browserFamily(browser: string | undefined): string | null {
  const word = browser
    ?.trim()
    .toLowerCase()
    .match(/^[a-z][a-z ._-]{0,31}/)?.[0];
  return word ? word.trim().replace(/[ .]+/g, "_") : null;
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** What a page view stores: its label, path, section, story and the reader's circumstances. */
export function pageViewEvent(query: PageViewQuery, headerUserAgent?: string): AnalyticsEvent {
  const path = query.full_path === undefined ? null : plainPath(query.full_path);
  const parts = path === null ? { section: null, story: null } : pathParts(path);
  return {
    kind: "page_view",
    page: query.page?.trim() || query.page_name || path,
    path,
    section: parts.section,
    story: parts.story,
    device: deviceClass({
      userAgent: (query.user_agent ?? headerUserAgent)?.slice(0, 512),
      isMobile: query.is_mobile,
      isIosMobile: query.is_ios_mobile,
    }),
    browser: browserFamily(query.browser),
    referrerHost: referrerHost(query.referrer),
    dataLess: query.no_data ?? false,
    loggedIn: orNull(query.logged_in),
    pwa: orNull(query.pwa),
    adBlocker: orNull(query.ad_blocker),
    campaign: null,
    campaignItem: null,
    action: null,
    os: null,
  };
}

/** What a campaign click stores: the campaign, its item, the action and the OS (the ids are not kept). */
export function clickEvent(query: ClickQuery): AnalyticsEvent {
  return {
    kind: "click",
    page: null,
    path: null,
    section: null,
    story: null,
    device: null,
    browser: null,
    referrerHost: null,
    dataLess: null,
    loggedIn: null,
    pwa: null,
    adBlocker: null,
    campaign: query.cx ?? "(none)",
    campaignItem: orNull(query.cxid),
    action: query.action ?? "click",
    os: query.os?.trim().toLowerCase() || null,
  };
}
