import { describe, expect, it } from "vitest";
import {
  bookmarksHtml,
  isSaved,
  mergeReadLater,
  READ_LATER_MAX,
  type ReadLaterItem,
  visibleSlice,
  withoutSaved,
  withSaved,
} from "./read-later.ts";

const item = (id: number, saved: string, extra: Partial<ReadLaterItem> = {}): ReadLaterItem => ({
  id,
  context: "news_stories",
  name: `Story ${id}`,
  url: `/noproxy/news_stories/${id}/story-${id}`,
  saved_at: `2026-11-${saved}T10:00:00.000Z`,
  ...extra,
});

describe("merging a guest's list with the account's", () => {
  it("keeps every story of both, once, newest saved first", () => {
    const guest = [item(1, "20"), item(2, "22")];
    const account = [item(2, "21"), item(3, "25")];
    const merged = mergeReadLater(guest, account);
    expect(merged.map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(merged.find((entry) => entry.id === 2)?.saved_at).toBe("2026-11-22T10:00:00.000Z");
  });

  it("tells a story from a video with the same id", () => {
    const merged = mergeReadLater([item(5, "20")], [item(5, "21", { context: "videos" })]);
    expect(merged).toHaveLength(2);
  });

  it("keeps the offline flag when either copy has it", () => {
    const [merged] = mergeReadLater([item(1, "20", { offline: true })], [item(1, "24")]);
    expect(merged).toMatchObject({ saved_at: "2026-11-24T10:00:00.000Z", offline: true });
  });

  it("is the same whichever list comes first", () => {
    const a = [item(1, "20"), item(2, "23", { offline: true })];
    const b = [item(2, "21"), item(4, "22")];
    expect(mergeReadLater(a, b)).toEqual(mergeReadLater(b, a));
  });

  it(`keeps the ${READ_LATER_MAX} newest of a longer list`, () => {
    const huge = Array.from({ length: 10_000 }, (_, index) =>
      item(index + 1, "20", { saved_at: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString() }),
    );
    const merged = mergeReadLater(huge, []);
    expect(merged).toHaveLength(READ_LATER_MAX);
    expect(merged[0].id).toBe(10_000);
    expect(merged.at(-1)?.id).toBe(10_000 - READ_LATER_MAX + 1);
  });
});

describe("saving and removing", () => {
  it("saves to the top, moves a story saved again, removes by id and context", () => {
    let list = withSaved([], item(1, "20"));
    list = withSaved(list, item(2, "21"));
    list = withSaved(list, item(1, "22"));
    expect(list.map((entry) => entry.id)).toEqual([1, 2]);
    expect(isSaved(list, { id: 2, context: "news_stories" })).toBe(true);
    expect(isSaved(list, { id: 2, context: "videos" })).toBe(false);
    list = withoutSaved(list, { id: 1, context: "news_stories" });
    expect(list.map((entry) => entry.id)).toEqual([2]);
  });
});

describe("the visible slice", () => {
  it.each([
    [10, 1, 10],
    [10, 2, 20],
    [10, 5, 25],
    [10, 0, 10],
    [0, 3, 0],
  ])("per %i, page %i → %i stories", (per, page, shown) => {
    const list = Array.from({ length: 25 }, (_, index) => index);
    expect(visibleSlice(list, per, page)).toHaveLength(shown);
  });
});

describe("the bookmarks file", () => {
  it("lists every story with an absolute address and its save date, every text escaped", () => {
    const html = bookmarksHtml(
      [
        item(1, "20", { name: 'Rock & "roll" <live>' }),
        item(2, "21", { url: "https://publisher.example/a?b=1&c=2" }),
      ],
      { title: "Read later · Icaro", origin: "https://icaro.example" },
    );
    expect(html.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>")).toBe(true);
    expect(html).toContain(
      `<A HREF="https://icaro.example/noproxy/news_stories/1/story-1" ADD_DATE="${Date.UTC(2026, 10, 20, 10) / 1000}">Rock &amp; &quot;roll&quot; &lt;live&gt;</A>`,
    );
    expect(html).toContain('HREF="https://publisher.example/a?b=1&amp;c=2"');
    expect(html).not.toContain("<live>");
    expect(html).toContain("<TITLE>Read later · Icaro</TITLE>");
  });

  it("leaves out an address that is not a web page", () => {
    const html = bookmarksHtml(
      [
        item(1, "20", { url: "javascript:alert(1)" }),
        item(2, "20", { url: "data:text/html,x" }),
        item(3, "20"),
      ],
      { title: "t", origin: "https://icaro.example" },
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:");
    expect(html.match(/<DT>/g)).toHaveLength(1);
  });
});
