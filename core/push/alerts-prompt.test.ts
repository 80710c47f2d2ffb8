import { describe, expect, it } from "vitest";
import { type AlertsPromptState, alertsPromptLaterKey, mayOfferAlerts } from "./alerts-prompt.ts";

const ASKABLE: AlertsPromptState = {
  bannerOpen: false,
  available: true,
  permission: "default",
  endpoint: null,
  later: false,
};

describe("mayOfferAlerts", () => {
  it("offers when nothing stands in the way", () => {
    expect(mayOfferAlerts(ASKABLE)).toBe(true);
  });

  it.each<[string, Partial<AlertsPromptState>]>([
    ["the cookie banner is up", { bannerOpen: true }],
    ["the browser cannot have alerts (iOS browser, web view, stored failure)", { available: false }],
    ["the browser was asked and said yes", { permission: "granted" }],
    ["the browser was asked and said no", { permission: "denied" }],
    ["a subscription is stored", { endpoint: "https://push.example/abc" }],
    ["the reader said Not now lately", { later: true }],
  ])("does not when %s", (_, change) => {
    expect(mayOfferAlerts({ ...ASKABLE, ...change })).toBe(false);
  });

  it("remembers Not now under a site-prefixed key", () => {
    expect(alertsPromptLaterKey("Icaro")).toBe("IcaroAlertsPromptLater");
  });
});
