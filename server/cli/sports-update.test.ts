import { describe, expect, it } from "vitest";
import { CliError } from "./cli-backend.ts";
import { describeEvent, parseUpdate } from "./sports-update.ts";

describe("parseUpdate", () => {
  it("reads the score, status and period options", () => {
    expect(parseUpdate({ status: "playing", period: "67'", score: "2-1" })).toEqual({
      status: "playing",
      period: "67'",
      home: 2,
      away: 1,
    });
    expect(parseUpdate({ period: "none" })).toEqual({ period: null });
    expect(parseUpdate({ score: " 0 - 3 " })).toEqual({ home: 0, away: 3 });
  });

  it.each([
    [{ score: "2:1" }, "--score must be home-away goals"],
    [{ score: "-1-2" }, "--score must be home-away goals"],
    [{ status: "halftime" }, "--status: status must be one of"],
    [{}, "the update must change"],
    [{ period: "x".repeat(30) }, "--period:"],
  ])("refuses %j", (values, message) => {
    expect(() => parseUpdate(values)).toThrow(CliError);
    expect(() => parseUpdate(values)).toThrow(message);
  });
});

describe("describeEvent", () => {
  it("prints the score and state on one line", () => {
    const event = {
      id: 3,
      home: { id: 1, name: "A", short_name: null, photo: null, colors: null },
      away: { id: 2, name: "B", short_name: null, photo: null, colors: null },
      scores: [
        { position: "home", value: null },
        { position: "away", value: null },
      ],
      status: { status: "upcoming", period: null },
    } as unknown as Parameters<typeof describeEvent>[0];
    expect(describeEvent(event)).toBe("event 3: A v B (upcoming)");
  });
});
