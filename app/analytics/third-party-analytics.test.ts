import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, CONSENT_EVENT, REJECT_ALL } from "#core/consent/consent.ts";
import { startThirdPartyAnalytics } from "./third-party-analytics.ts";

/** A page with only what the loader touches; `added` lists the scripts put in its head. */
function fakePage(cookie: string) {
  const added: string[] = [];
  const target = new EventTarget();
  const page = Object.assign(target, {
    document: {
      cookie,
      createElement: () => ({ async: false, src: "" }),
      head: { append: (script: { src: string }) => added.push(script.src) },
      querySelector: (selector: string) => (added.some((src) => selector.includes(src)) ? {} : null),
    },
  }) as unknown as Parameters<typeof startThirdPartyAnalytics>[1] & { dataLayer?: unknown[] };
  return { page, added };
}

const scripts = { tagManagerId: "GTM-AB12", sessionReplayUrl: "https://replay.example/r.js" };

describe("the site's analytics scripts", () => {
  it("load nothing before the reader allows analytics, and never on a refusal", () => {
    const { page, added } = fakePage("");
    startThirdPartyAnalytics(scripts, page);
    page.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: REJECT_ALL }));
    expect(added).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it("load the tag manager and the replay once, at a yes given now or before", () => {
    const later = fakePage("");
    startThirdPartyAnalytics(scripts, later.page);
    later.page.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: ACCEPT_ALL }));
    expect(later.added).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB12",
      "https://replay.example/r.js",
    ]);
    expect(later.page.dataLayer).toEqual([expect.objectContaining({ event: "gtm.js" })]);

    const stored = fakePage("icaro_consent=v1.a1.d0");
    startThirdPartyAnalytics(scripts, stored.page);
    startThirdPartyAnalytics({ tagManagerId: null, sessionReplayUrl: scripts.sessionReplayUrl }, stored.page);
    expect(stored.added).toHaveLength(2);
  });
});
