import { describe, expect, it } from "vitest";
import { dedupeFrontPage, fetchSizes } from "./front-page.ts";

const story = (id: number) => ({ id });
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const sizes = { top: 2, mostRead: 2, section: 2, headlines: 3 };

describe("dedupeFrontPage", () => {
  it("claims stories in the page's order: lead, top stories, most read, sections, headlines", () => {
    const page = dedupeFrontPage(
      {
        hero: [1, 2, 3, 4].map(story),
        mostRead: [3, 12, 13, 14].map(story),
        sections: [[2, 5, 6, 7].map(story), [5, 1, 12, 8, 9].map(story)],
        headlines: [9, 8, 7, 6, 5, 4, 3, 2, 1, 13, 10, 11].map(story),
      },
      sizes,
    );
    expect(page.lead?.id).toBe(1);
    expect(ids(page.top)).toEqual([2, 3]);
    // 3 is a top story: the most read list goes on with the next most read.
    expect(ids(page.mostRead)).toEqual([12, 13]);
    // 2 is a top story: the first section row moves on to its next stories.
    expect(ids(page.sections[0])).toEqual([5, 6]);
    // 5 is in the row above, 1 is the lead, 12 is most read.
    expect(ids(page.sections[1])).toEqual([8, 9]);
    // Headlines keep their order and skip everything above them.
    expect(ids(page.headlines)).toEqual([7, 4, 10]);
  });

  it("never shows a story twice, whatever the lists hold", () => {
    const overlap = [1, 2, 3, 4, 5, 6].map(story);
    const page = dedupeFrontPage(
      { hero: overlap, mostRead: overlap, sections: [overlap, overlap], headlines: overlap },
      sizes,
    );
    const all = [page.lead, ...page.top, ...page.mostRead, ...page.sections.flat(), ...page.headlines].filter(
      (item) => item !== null,
    );
    expect(new Set(ids(all)).size).toBe(all.length);
    expect(all).toHaveLength(6);
  });

  it("drops repeats inside one list too", () => {
    const page = dedupeFrontPage(
      { hero: [1, 1, 2, 2, 3].map(story), mostRead: [], sections: [], headlines: [3, 3, 4].map(story) },
      sizes,
    );
    expect(ids(page.top)).toEqual([2, 3]);
    expect(ids(page.headlines)).toEqual([4]);
  });

  it("has no lead when there are no stories", () => {
    const page = dedupeFrontPage({ hero: [], mostRead: [], sections: [[]], headlines: [] }, sizes);
    expect(page).toEqual({ lead: null, top: [], mostRead: [], sections: [[]], headlines: [] });
  });
});

describe("fetchSizes", () => {
  it("asks for enough stories to fill each list after the lists above it", () => {
    expect(fetchSizes({ top: 4, mostRead: 5, section: 4, headlines: 6 }, 8)).toEqual({
      hero: 5,
      mostRead: 10,
      section: 14,
      headlines: 48,
    });
  });

  it("never asks for more than the API's page limit", () => {
    expect(fetchSizes({ top: 4, mostRead: 5, section: 10, headlines: 20 }, 20).headlines).toBe(100);
  });
});
