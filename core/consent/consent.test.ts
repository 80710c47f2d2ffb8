import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_EVENT,
  CONSENT_VERSION,
  consentCookie,
  consentCookieValue,
  consented,
  consentFromCookies,
  parseConsent,
  REJECT_ALL,
  whenConsented,
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

describe("reading the choice from the page's cookies", () => {
  it("finds our cookie among others, and nothing in a look-alike", () => {
    expect(consentFromCookies("a=1; icaro_consent=v1.a0.d1; b=2")).toEqual({
      analytics: false,
      advertising: true,
    });
    expect(consentFromCookies("xicaro_consent=v1.a1.d1")).toBeNull();
    expect(consentFromCookies("icaro_consent=v9.a1.d1")).toBeNull();
    expect(consentFromCookies("")).toBeNull();
    expect(consentFromCookies(undefined)).toBeNull();
  });

  /** A window with only what whenConsented touches. */
  function fakeWindow(cookie: string) {
    const target = new EventTarget();
    return Object.assign(target, { document: { cookie } }) as unknown as Window;
  }
  const choose = (win: Window, detail: object) =>
    win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail }));

  it("starts at once with a stored yes, waits for a yes otherwise, and never on a no", () => {
    const started: string[] = [];
    whenConsented("advertising", () => started.push("stored"), fakeWindow("icaro_consent=v1.a0.d1"));
    expect(started).toEqual(["stored"]);

    const win = fakeWindow("");
    whenConsented("advertising", () => started.push("later"), win);
    choose(win, REJECT_ALL);
    expect(started).toEqual(["stored"]);
    choose(win, ACCEPT_ALL);
    choose(win, ACCEPT_ALL);
    expect(started).toEqual(["stored", "later"]);

    const stopped = fakeWindow("");
    const stop = whenConsented("analytics", () => started.push("stopped"), stopped);
    stop();
    choose(stopped, ACCEPT_ALL);
    expect(started).toEqual(["stored", "later"]);
  });
});
