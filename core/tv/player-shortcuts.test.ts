import { describe, expect, it } from "vitest";
import { PLAYER_KEYSHORTCUTS, playerAction, seekTime } from "./player-shortcuts.ts";

const press = (key: string, extra: Partial<Parameters<typeof playerAction>[0]> = {}) =>
  playerAction({ key, altKey: false, ctrlKey: false, metaKey: false, targetIsControl: false, ...extra });

describe("playerAction", () => {
  it.each([
    [" ", { type: "toggle-play" }],
    ["m", { type: "toggle-mute" }],
    ["M", { type: "toggle-mute" }],
    ["c", { type: "toggle-captions" }],
    ["f", { type: "toggle-fullscreen" }],
    ["ArrowLeft", { type: "seek", seconds: -5 }],
    ["ArrowRight", { type: "seek", seconds: 5 }],
    ["ArrowUp", { type: "volume", delta: 0.1 }],
    ["ArrowDown", { type: "volume", delta: -0.1 }],
  ])("maps %j", (key, action) => {
    expect(press(key)).toEqual(action);
  });

  it("leaves other keys, modified keys and keys typed in a control to the browser", () => {
    expect(press("k")).toBeNull();
    expect(press("Tab")).toBeNull();
    expect(press("f", { ctrlKey: true })).toBeNull();
    expect(press("m", { metaKey: true })).toBeNull();
    expect(press("ArrowLeft", { altKey: true })).toBeNull();
    expect(press(" ", { targetIsControl: true })).toBeNull();
  });

  it("announces every mapped key in aria-keyshortcuts", () => {
    expect(PLAYER_KEYSHORTCUTS.split(" ")).toEqual([
      "Space",
      "M",
      "C",
      "F",
      "ArrowLeft",
      "ArrowRight",
      "ArrowUp",
      "ArrowDown",
    ]);
  });
});

describe("seekTime", () => {
  it("stays within the video", () => {
    expect(seekTime(3, -5, 60)).toBe(0);
    expect(seekTime(58, 5, 60)).toBe(60);
    expect(seekTime(10, 5, 60)).toBe(15);
    expect(seekTime(10, 5, Number.NaN)).toBe(15);
  });
});
