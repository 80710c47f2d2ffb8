import { describe, expect, it } from "vitest";
import { dedupeFrontPage } from "./front-page.ts";
import { sameHeadlineShape, withoutTwins } from "./headline-shape.ts";

describe("sameHeadlineShape", () => {
  it("calls two headlines twins when only their names and numbers differ", () => {
    expect(
      sameHeadlineShape(
        "Novatek bets on artificial intelligence with a home robot",
        "Orbitra bets on artificial intelligence with a home robot",
      ),
    ).toBe(true);
    expect(
      sameHeadlineShape(
        "64% of Chicago voters still undecided ahead of the mayoral vote",
        "79% of Boston voters still undecided ahead of the mayoral vote",
      ),
    ).toBe(true);
    expect(sameHeadlineShape("Dublin plans 419 charging points", "Bristol plans 230 charging points")).toBe(
      true,
    );
  });

  it("keeps different stories apart, even on one subject", () => {
    expect(
      sameHeadlineShape(
        "Novatek bets on artificial intelligence with a home robot",
        "Novatek unveils a foldable phone priced at €999 in Madrid",
      ),
    ).toBe(false);
    expect(sameHeadlineShape("Chicago approves a tram line", "Chicago votes on a flood plan")).toBe(false);
  });
});

describe("twins on a page", () => {
  it("withoutTwins keeps the first of each shape, and none of the shapes already seen", () => {
    const list = [
      "Lumora data breach hits 3 million users",
      "Vantor data breach hits 7 million users",
      "A new album",
    ];
    expect(withoutTwins(list, (name) => name)).toEqual([list[0], list[2]]);
    expect(withoutTwins(list, (name) => name, ["Helix Labs data breach hits 9 million users"])).toEqual([
      list[2],
    ]);
  });

  it("the front page shows one story of each shape", () => {
    const story = (id: number, name: string) => ({ id, name });
    const page = dedupeFrontPage(
      {
        hero: [story(1, "Chicago approves a tram line worth $2 billion")],
        mostRead: [],
        sections: [
          [
            story(2, "Boston approves a tram line worth $3 billion"),
            story(3, "64% of Chicago voters still undecided ahead of the vote"),
            story(4, "77% of Bristol voters still undecided ahead of the vote"),
            story(5, "Dublin plans 419 charging points"),
          ],
        ],
        headlines: [story(6, "Leeds plans 120 charging points"), story(7, "A hospital for Leeds")],
      },
      { top: 0, mostRead: 0, section: 4, headlines: 5 },
    );
    expect(page.lead?.id).toBe(1);
    expect(page.sections[0].map((item) => item.id)).toEqual([3, 5]);
    expect(page.headlines.map((item) => item.id)).toEqual([7]);
  });
});
