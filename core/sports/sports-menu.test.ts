import { describe, expect, it } from "vitest";
import { menuCategories } from "./sports-menu.ts";

describe("menuCategories", () => {
  it("keeps leagues with standings and drops athletes and leagues without a table", () => {
    const categories = [
      { id: 1, name: "Premier League", context: "leagues", has_standings: true },
      { id: 2, name: "A. Player", context: "athletes", has_standings: true },
      { id: 3, name: "Friendlies", context: "leagues", has_standings: false },
      { id: 4, name: "La Liga", context: "leagues", has_standings: true, photo: "/l.png" },
    ];
    expect(menuCategories(categories).map((c) => c.id)).toEqual([1, 4]);
  });
});
