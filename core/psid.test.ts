import { describe, expect, it } from "vitest";
import { isUsablePsid } from "./psid.ts";

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
