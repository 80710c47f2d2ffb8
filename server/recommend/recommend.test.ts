import { describe, expect, it } from "vitest";
import { parseUserId } from "./recommend.ts";

describe("parseUserId", () => {
  it("reads anon-<uuid> as a visitor's PSID and anything else safe as a tid", () => {
    expect(parseUserId("anon-6D1F5A3C-2B4E-4C8D-9E7F-0A1B2C3D4E5F")).toEqual({
      kind: "anonymous",
      psid: "6d1f5a3c-2b4e-4c8d-9e7f-0a1b2c3d4e5f",
    });
    expect(parseUserId("tid_42")).toEqual({ kind: "user", userId: "tid_42" });
    expect(parseUserId("x".repeat(64))).toEqual({ kind: "user", userId: "x".repeat(64) });
  });

  it.each(["", "anon-", "anon-123", "a b", "x".repeat(65), "tid'; drop", "ümlaut"])("refuses %j", (value) => {
    expect(parseUserId(value)).toBeNull();
  });
});
