/*
 * A campaign click as the browser reports it (docs/behaviour/consent-ads-analytics.md#analytics-calls `GET /trk?id&sid&action&cx&cxid&os`;
 * decision 0078 stores it, 0090 says when the browser sends it): a reader who opens a carrier's
 * campaign link (`?clickid=…&utm_campaign=…`) arrives on a story, a video or a landing page, and
 * that arrival is the click. The server's bounds (server/analytics/analytics-input.ts clickQuery)
 * are checked here too, so a value that would be refused is left out rather than losing the click.
 */

const TOKEN = /^[A-Za-z0-9_.:-]+$/;
const fits = (value: string | null | undefined, max: number): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max && TOKEN.test(value);

/** The most `/trk` takes of each parameter (analytics-input.ts clickQuery). */
export const CLICK_LIMITS = { id: 128, sid: 128, action: 40, cx: 100, cxid: 100, os: 40 } as const;

export type CampaignClick = {
  /** The click token (`clickid`). */
  id: string;
  /** The reader's session id (the PSID). */
  sid: string | null;
  /** What the reader did: "open" for an arrival from the link. */
  action: string;
  /** The campaign (`utm_campaign`). */
  campaign: string;
  /** What the link opened: `news_stories:12`, or a landing page's path as `campaign:Eduka7`. */
  item: string | null;
  /** The reader's operating system family (osFamily). */
  os: string | null;
};

/** `/trk?…` for a click; null when it has neither a usable click id nor campaign (nothing to count). */
export function campaignClickPath(click: CampaignClick): string | null {
  const query = new URLSearchParams();
  if (fits(click.id, CLICK_LIMITS.id)) query.set("id", click.id);
  if (fits(click.sid, CLICK_LIMITS.sid)) query.set("sid", click.sid);
  if (fits(click.action, CLICK_LIMITS.action)) query.set("action", click.action);
  if (fits(click.campaign, CLICK_LIMITS.cx)) query.set("cx", click.campaign);
  if (fits(click.item, CLICK_LIMITS.cxid)) query.set("cxid", click.item);
  if (fits(click.os, CLICK_LIMITS.os)) query.set("os", click.os);
  return query.has("id") || query.has("cx") ? `/trk?${query}` : null;
}

/** What a campaign link opened: the page's story or video, else its path (`/jej` → `jej`). */
export function clickItem(pathname: string, read: { id: number; context: string } | null): string | null {
  if (read) return `${read.context}:${read.id}`;
  const item = pathname
    .split("/")
    .filter((segment) => TOKEN.test(segment))
    .join(":");
  return item === "" ? null : item.slice(0, CLICK_LIMITS.cxid);
}

/** The operating system family of a user agent, as short words for the report. */
export function osFamily(userAgent: string): string {
  if (/Android/i.test(userAgent)) return "android";
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/CrOS/.test(userAgent)) return "chromeos";
  if (/Windows/i.test(userAgent)) return "windows";
  if (/Mac OS X|Macintosh/i.test(userAgent)) return "macos";
  if (/Linux/i.test(userAgent)) return "linux";
  return "other";
}
