import type { ArticleContext } from "#core/content/content.ts";
import type { StoryRef } from "#core/read-later/read-later-api.ts";

/* The story a save or like toggle is for, as its `data-save` or `data-like` attribute names it. */

/** What the module needs of an element: a toggle in the page, or a test's stand-in. */
export type ToggleElement = Pick<Element, "getAttribute" | "setAttribute"> & {
  firstChild: { nodeValue: string | null } | null;
  closest?: Element["closest"];
};

const CONTEXTS: readonly string[] = ["news_stories", "videos"];

/** `news_stories:12` → the story; anything else → null. */
export function parseToggleKey(value: string | null): StoryRef | null {
  const match = /^([a-z_]+):([1-9]\d{0,9})$/.exec(value ?? "");
  if (!match || !CONTEXTS.includes(match[1])) return null;
  return { context: match[1] as ArticleContext, id: Number(match[2]) };
}
