import { describe, expect, it } from "vitest";
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
});
