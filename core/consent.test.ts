import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_VERSION,
  consentCookie,
  consentCookieValue,
  consented,
  parseConsent,
  REJECT_ALL,
} from "./consent.ts";

describe("the consent cookie", () => {
  it.each([
    [ACCEPT_ALL, "v1.a1.d1"],
    [REJECT_ALL, "v1.a0.d0"],
    [{ analytics: true, advertising: false }, "v1.a1.d0"],
    [{ analytics: false, advertising: true }, "v1.a0.d1"],
  ])("writes %j as %s and reads it back", (choice, value) => {
    expect(consentCookieValue(choice)).toBe(value);
    expect(parseConsent(value)).toEqual(choice);
  });

  it.each([
    ["no cookie", undefined],
    ["empty", ""],
    ["an older policy's choice", "v0.a1.d1"],
    ["a newer policy's choice", `v${CONSENT_VERSION + 1}.a1.d1`],
    ["unknown values", "v1.a2.d1"],
    ["yes as a word", "v1.ayes.dno"],
    ["extra parts", "v1.a1.d1.x1"],
    ["a script", "<script>alert(1)</script>"],
    ["JSON", '{"analytics":true}'],
    ["a 100 KB value", "v1.a1.d1".padEnd(100_000, "x")],
  ])("counts %s as no choice: ask", (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it("lets nothing optional load before a choice, and only what was accepted after", () => {
    expect(consented(null, "analytics")).toBe(false);
    expect(consented(null, "advertising")).toBe(false);
    const analyticsOnly = { analytics: true, advertising: false };
    expect(consented(analyticsOnly, "analytics")).toBe(true);
    expect(consented(analyticsOnly, "advertising")).toBe(false);
  });

  it("is kept 365 days for the whole site", () => {
    expect(consentCookie(REJECT_ALL, true)).toBe(
      "icaro_consent=v1.a0.d0; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(consentCookie(ACCEPT_ALL, false)).not.toContain("Secure");
  });
});
