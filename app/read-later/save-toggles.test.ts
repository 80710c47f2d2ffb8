import { describe, expect, it } from "vitest";
import { paintLike } from "./like-toggles.ts";
import { paintToggle, storyOfToggle } from "./save-toggles.ts";
import { parseToggleKey, type ToggleElement } from "./toggle-key.ts";

/** A button as the module sees it: attributes, a first text node, an optional card around it. */
function fakeButton(
  attributes: Record<string, string>,
  card?: { href: string; text: string },
): ToggleElement & {
  attributes: Record<string, string>;
  count: { textContent: string };
} {
  const count = { textContent: "" };
  const link = card ? { textContent: ` ${card.text} `, getAttribute: () => card.href } : null;
  return {
    attributes,
    count,
    firstChild: { nodeValue: "Save for later" },
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    closest: (() => (link ? { querySelector: () => link } : null)) as unknown as Element["closest"],
    querySelector: () => count,
  } as never;
}

const labels = { save: "Save for later", saved: "Saved" };

describe("the delegated save toggles", () => {
  it.each([
    ["news_stories:12", { context: "news_stories", id: 12 }],
    ["videos:2147483647", { context: "videos", id: 2147483647 }],
    ["teams:12", null],
    ["news_stories:0", null],
    ["news_stories:012", null],
    ["news_stories:12:3", null],
    ["news_stories:1\u0000", null],
    ["", null],
    [null, null],
  ])("reads the story of %j", (value, expected) => {
    expect(parseToggleKey(value)).toEqual(expected);
  });

  it("paints a saved story pressed and labelled Saved, and back", () => {
    const button = fakeButton({ "data-save": "news_stories:1", "aria-pressed": "false" });
    paintToggle(button, true, labels);
    expect(button.attributes["aria-pressed"]).toBe("true");
    expect(button.firstChild?.nodeValue).toBe("Saved");
    paintToggle(button, false, labels);
    expect(button.attributes["aria-pressed"]).toBe("false");
    expect(button.firstChild?.nodeValue).toBe("Save for later");
  });

  it("takes the story's name and address from the card's link, without the locale prefix", () => {
    const button = fakeButton(
      { "data-save": "news_stories:7" },
      { href: "/es/noproxy/news_stories/7/gol", text: "¡Gol!" },
    );
    expect(storyOfToggle(button, { id: 7, context: "news_stories" }, "/es")).toEqual({
      id: 7,
      context: "news_stories",
      name: "¡Gol!",
      url: "/noproxy/news_stories/7/gol",
    });
  });

  it("prefers the toggle's own name and address (an article page)", () => {
    const button = fakeButton(
      { "data-save": "videos:3", "data-name": "Clip", "data-url": "/noproxy/videos/3/clip" },
      { href: "/other", text: "Other" },
    );
    expect(storyOfToggle(button, { id: 3, context: "videos" }, "")).toMatchObject({
      name: "Clip",
      url: "/noproxy/videos/3/clip",
    });
  });

  it("paints a like button with the reader's like and the count", () => {
    const button = fakeButton({ "data-like": "news_stories:1" });
    paintLike(button, { id: 1, context: "news_stories", count: 12, liked: true });
    expect(button.attributes["aria-pressed"]).toBe("true");
    expect(button.firstChild?.nodeValue).toBe("Save for later");
    expect(button.count.textContent).toBe("12");
    paintLike(button, { id: 1, context: "news_stories", count: 11, liked: false });
    expect(button.attributes["aria-pressed"]).toBe("false");
    expect(button.count.textContent).toBe("11");
  });
});
