import { describe, expect, it } from "vitest";
import { favoriteMenuEntries } from "./favorite-menu.ts";

describe("favoriteMenuEntries (the Favorites entry)", () => {
  const follow = (id: number, context: string, menu: boolean, has_standings = true) => ({
    id,
    context,
    name: `P${id}`,
    common_name: id === 1 ? "Prem" : "",
    has_standings,
    menu,
    photo: { small: id === 1 ? "/p.png" : null },
  });
  it("lists the followed leagues the menu may show, with their common name and photo", () => {
    const entries = favoriteMenuEntries([
      follow(1, "leagues", true),
      follow(2, "teams", true),
      follow(3, "leagues", false),
      follow(4, "leagues", true, false),
      follow(5, "leagues", true),
    ]);
    expect(entries).toEqual([
      { id: 1, name: "Prem", context: "leagues", has_standings: true, photo: "/p.png" },
      { id: 5, name: "P5", context: "leagues", has_standings: true, photo: null },
    ]);
  });
});
