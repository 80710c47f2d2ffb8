import { describe, expect, it } from "vitest";
import { alertsToast } from "./alerts-toast.ts";

describe("the notice after a follow's alerts are saved", () => {
  it.each([
    [false, true, "favorites.alerts.subscribed", "success"],
    [true, false, "favorites.alerts.unsubscribed", "error"],
    [true, true, "favorites.alerts.saved", "success"],
    [false, false, "favorites.alerts.saved", "success"],
  ] as const)("from %s to %s: %s in the %s style", (wasOn, isOn, text, tone) => {
    expect(alertsToast(wasOn, isOn)).toEqual({ text, tone });
  });
});
