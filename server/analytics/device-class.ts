/*
 * The device class of a page view (the operator report: "devices"), from the flags the
 * page sends and its user agent. Only the class is stored, never the user agent (decision 0078).
 */

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop", "bot", "unknown"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

const BOT = /bot\b|crawl|spider|slurp|headless|lighthouse|facebookexternalhit|preview/i;
const TABLET = /ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|opera mini|blackberry/i;

/**
 * A crawler whatever it claims; a tablet by its user agent (iPadOS claims to be a Mac, so the
 * page's `is_ios_mobile` flag without a phone in the user agent is a tablet too); a phone by its
 * user agent or the page's `is_mobile`/`is_ios_mobile`; a desktop when a user agent says neither;
 * unknown when there is nothing to go by.
 */
export function deviceClass(input: {
  userAgent?: string;
  isMobile?: boolean;
  isIosMobile?: boolean;
}): DeviceClass {
  const agent = input.userAgent ?? "";
  if (BOT.test(agent)) return "bot";
  if (TABLET.test(agent)) return "tablet";
  if (input.isIosMobile && agent !== "" && !/iphone|ipod/i.test(agent) && /macintosh/i.test(agent))
    return "tablet";
  if (MOBILE.test(agent) || input.isMobile || input.isIosMobile) return "mobile";
  return agent === "" ? "unknown" : "desktop";
}
