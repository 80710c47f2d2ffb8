import { describe, expect, it } from "vitest";
import { decodeSafeComponent, isSafeText, unsafeTextPath } from "./safe-text.ts";

describe("safe text", () => {
  it.each([
    ["plain", "São Paulo", true],
    ["an emoji (a surrogate pair)", "gol ⚽ 😀", true],
    ["empty", "", true],
    ["a NUL", "a\u0000b", false],
    ["a lone high surrogate", "a\uD800", false],
    ["a lone low surrogate", "\uDC00b", false],
    ["surrogates in the wrong order", "\uDC00\uD800", false],
  ])("%s", (_, text, safe) => {
    expect(isSafeText(text)).toBe(safe);
  });

  it("finds the first unsafe string of a JSON value, keys included", () => {
    expect(unsafeTextPath({ a: ["ok", { b: 1, c: "x\u0000" }] })).toBe("a.1.c");
    expect(unsafeTextPath({ "k\u0000": "v" })).toBe("k\u0000");
    expect(unsafeTextPath("\uD800")).toBe("");
    expect(unsafeTextPath({ a: [1, true, null, "é😀"] })).toBeUndefined();
  });

  it("looks through a value nested 100,000 deep (a body JSON.parse takes) without overflowing", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}"x\\u0000"${"}".repeat(100_000)}`);
    expect(unsafeTextPath(deep)).toBe(Array(100_000).fill("a").join("."));
    expect(unsafeTextPath(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`))).toBeUndefined();
  });

  it.each([
    ["%C3%A9", "é"],
    ["a+b", "a b"],
    ["%F0%9F%98%80", "😀"],
    ["%00", null],
    ["%FF", null],
    ["%C3%28", null],
    ["%ED%A0%80", null],
    ["%E0%A4%A", null],
  ])("decodes %s as %s", (component, decoded) => {
    expect(decodeSafeComponent(component, true)).toBe(decoded);
  });
});
