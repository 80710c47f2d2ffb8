import { describe, expect, it } from "vitest";
import { randomSecret, safeEqual, sha256, xsrfTokenFor } from "./secrets.ts";

describe("secrets", () => {
  it("makes distinct URL-safe random secrets of 32 bytes", () => {
    const a = randomSecret();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(randomSecret()).not.toBe(a);
  });
  it("hashes tokens with SHA-256 (hex)", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
  it("compares equal strings as equal and anything else as unequal", () => {
    expect(safeEqual("token", "token")).toBe(true);
    expect(safeEqual("token", "tokeN")).toBe(false);
    expect(safeEqual("token", "token2")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
    expect(safeEqual(null, "x")).toBe(false);
    expect(safeEqual(undefined, undefined)).toBe(false);
  });
  it("derives a different XSRF token per session, stable for one session", () => {
    expect(xsrfTokenFor("session-a")).toBe(xsrfTokenFor("session-a"));
    expect(xsrfTokenFor("session-a")).not.toBe(xsrfTokenFor("session-b"));
    expect(xsrfTokenFor("session-a")).not.toContain("session-a");
  });
});
