import { describe, expect, it } from "vitest";
import { channelInput, isSiteResource, programmeInput } from "./channel-input.ts";

const channel = {
  name: "icaro-sports",
  title: "Icaro Sports",
  stream: "/media/live/sports.m3u8",
  page: "timtv",
};
const programme = {
  channel: "icaro-sports",
  title: "Game",
  starts: "2026-11-27T20:00:00Z",
  ends: "2026-11-27T22:00:00+01:00",
};
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("isSiteResource", () => {
  it.each([
    ["/media/live/sports.m3u8", true],
    ["https://cdn.example.com/live/a.m3u8?token=1", true],
    ["http://cdn.example.com/a.m3u8", false],
    ["//evil.example/a.m3u8", false],
    ["/media/../secret.m3u8", false],
    ["/media/a b.m3u8", false],
    ["https://user:pass@cdn.example.com/a.m3u8", false],
    ["javascript:alert(1)", false],
    ["1", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isSiteResource(value)).toBe(expected);
  });
});

describe("channelInput", () => {
  it("takes a channel, defaulting the logo and language to none", () => {
    expect(channelInput.parse(channel)).toEqual({ ...channel, logo: null, language: null });
  });

  it.each([
    [{ stream: "1" }, "the stream must be an https URL or a path on this site starting with /"],
    [{ stream: "https://cdn.example.com/a.mp4" }, "the stream must be an HLS playlist (.m3u8)"],
    [{ name: "Icaro" }, "the name must be lower-case letters, digits and single hyphens, like sports-one"],
    [{ title: "a\u0000b" }, "the title must not hold control characters"],
    [{ title: "  " }, "the title is required"],
    [{ logo: "ftp://x/a.svg" }, "the logo must be an https URL or a path on this site starting with /"],
    [{ language: "fr" }, "the language must be one of en, es, pt"],
  ])("refuses %j with one reason, never a throw", (change, message) => {
    expect(refusal(channelInput.safeParse({ ...channel, ...change }))).toBe(message);
  });
});

describe("programmeInput", () => {
  it("reads times with their offset and an event id given as text", () => {
    const parsed = programmeInput.parse({ ...programme, event: "12" });
    expect(parsed.starts.toISOString()).toBe("2026-11-27T20:00:00.000Z");
    expect(parsed.ends.toISOString()).toBe("2026-11-27T21:00:00.000Z");
    expect(parsed.event).toBe(12);
  });

  it.each([
    [
      { starts: "2026-11-27T20:00" },
      "--starts must be an ISO 8601 time with its offset, like 2026-11-27T20:00:00Z",
    ],
    [{ starts: "2026-02-29T20:00Z" }, "--starts is not a real time"],
    [{ starts: "2026-11-27T24:00Z" }, "--starts is not a real time"],
    [{ ends: "2026-11-27T19:00:00Z" }, "--ends must be after --starts"],
    [{ ends: "2026-12-05T20:00:00Z" }, "a programme may last at most 168 hours"],
    [{ event: "0" }, "--event must be a sporting event's id"],
    [{ event: "x" }, "--event must be a sporting event's id"],
  ])("refuses %j with one reason", (change, message) => {
    expect(refusal(programmeInput.safeParse({ ...programme, ...change }))).toBe(message);
  });
});
