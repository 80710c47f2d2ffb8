import { describe, expect, it } from "vitest";
import { browserPsidPlan, carriedPsid, isUsablePsid, randomUuid } from "./psid.ts";

describe("isUsablePsid", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["undefined", false],
    ["a b", false],
    ["x;y=1", false],
    ["x".repeat(129), false],
    ["0b9f5c1e-7a9e-4b8e-8f5e-2f1d1c3a4b5c", true],
    ["abc_DEF-123", true],
  ])("%s → %s", (value, expected) => {
    expect(isUsablePsid(value)).toBe(expected);
  });
});

describe("browserPsidPlan (docs/behaviour/platform.md#psid)", () => {
  const newId = () => "0b9f5c1e-7a9e-4b8e-8f5e-000000000new";
  const plan = (cookie: string | undefined, stored: unknown, cookiesEnabled: boolean) =>
    browserPsidPlan({ cookie, stored, cookiesEnabled, newId });

  it("keeps a usable psid cookie as it is, whatever storage holds", () => {
    expect(plan("from-cookie", "from-storage", true)).toEqual({ psid: "from-cookie", keep: "none" });
    expect(plan("from-cookie", null, false)).toEqual({ psid: "from-cookie", keep: "none" });
  });

  it.each([undefined, "", "undefined", "a b"])(
    "regenerates a cookie of %j and writes it when cookies are allowed",
    (cookie) => {
      expect(plan(cookie, null, true)).toEqual({ psid: newId(), keep: "cookie" });
    },
  );

  it("writes the PSID storage kept while cookies were off back to the cookie", () => {
    expect(plan(undefined, "kept-in-storage", true)).toEqual({ psid: "kept-in-storage", keep: "cookie" });
  });

  it("with cookies refused, uses the stored PSID, or keeps a new one in storage", () => {
    expect(plan(undefined, "kept-in-storage", false)).toEqual({ psid: "kept-in-storage", keep: "none" });
    for (const stored of [null, "", "undefined", 42, { value: "x" }])
      expect(plan(undefined, stored, false)).toEqual({ psid: newId(), keep: "storage" });
  });
});

describe("randomUuid", () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is crypto.randomUUID where there is one", () => {
    expect(randomUuid({ randomUUID: () => "a-b-c-d-e", getRandomValues: (array) => array })).toBe(
      "a-b-c-d-e",
    );
  });

  it("is a version 4 UUID of getRandomValues outside a secure context", () => {
    const ones = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    };
    expect(randomUuid(ones)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(randomUuid({ getRandomValues: (array) => crypto.getRandomValues(array) })).toMatch(V4);
    expect(isUsablePsid(randomUuid())).toBe(true);
  });
});

describe("carriedPsid", () => {
  it.each([
    ["cookie-id", "header-id", "cookie-id"],
    [undefined, "header-id", "header-id"],
    ["undefined", "header-id", "header-id"],
    ["", undefined, null],
    ["bad id!", "also bad!", null],
  ])("cookie %s, header %s → %s (the cookie first)", (cookie, header, expected) => {
    expect(carriedPsid(cookie, header)).toBe(expected);
  });
});
