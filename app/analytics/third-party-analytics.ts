import { whenConsented } from "#core/consent/consent.ts";
import { TAG_MANAGER_SCRIPT_URL } from "#core/site/site-config.ts";

export type AnalyticsScripts = { tagManagerId: string | null; sessionReplayUrl: string | null };

type Page = Pick<Window, "addEventListener" | "removeEventListener" | "dispatchEvent"> & {
  document: Pick<Document, "cookie" | "createElement" | "head" | "querySelector">;
  dataLayer?: unknown[];
};

/** Adds a script to the head once (it may already be there from an earlier start). */
function addScript(page: Page, src: string): void {
  if (page.document.querySelector(`script[src=${JSON.stringify(src)}]`)) return;
  const script = page.document.createElement("script");
  script.async = true;
  script.src = src;
  page.document.head.append(script);
}

/**
 * The site's tag manager and session-replay script (decisions.md: configurable per site, off by
 * default, loaded only with the reader's consent): nothing before the reader allows analytics,
 * then both at once, without a reload. The tag manager's queue starts as the vendor's snippet
 * starts it; page views are handed to it by page-views.ts.
 */
export function startThirdPartyAnalytics(scripts: AnalyticsScripts, page: Page = window as unknown as Page) {
  return whenConsented(
    "analytics",
    () => {
      if (scripts.tagManagerId) {
        page.dataLayer = page.dataLayer ?? [];
        page.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
        addScript(page, `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(scripts.tagManagerId)}`);
      }
      if (scripts.sessionReplayUrl) addScript(page, scripts.sessionReplayUrl);
    },
    page as unknown as Window,
  );
}
