import { describe, expect, it } from "vitest";
import { tableZones, zonesShown } from "./league-zones.ts";

describe("tableZones", () => {
  it("gives the Premier League's title, Champions League, Europa League and three relegation places", () => {
    const zones = tableZones("premier-league", 20);
    expect(zones.slice(0, 5)).toEqual([
      "champion",
      "champions_league",
      "champions_league",
      "champions_league",
      "europa_league",
    ]);
    expect(zones.slice(5, 17).every((zone) => zone === undefined)).toBe(true);
    expect(zones.slice(17)).toEqual(["relegation", "relegation", "relegation"]);
  });

  it("counts relegation from the bottom of an 18-team table", () => {
    const zones = tableZones("primeira-liga", 18);
    expect(zones[15]).toBeUndefined();
    expect(zones.slice(16)).toEqual(["relegation", "relegation"]);
  });

  it("sends the Brasileirão's top six to the Libertadores and the next six to the Sudamericana", () => {
    const zones = tableZones("brasileirao", 20);
    expect(zones.filter((zone) => zone === "libertadores")).toHaveLength(5);
    expect(zones.filter((zone) => zone === "sudamericana")).toHaveLength(6);
    expect(zones.filter((zone) => zone === "relegation")).toHaveLength(4);
    expect(zonesShown(zones)).toEqual(["champion", "libertadores", "sudamericana", "relegation"]);
  });

  it("has no zones without a preset or for a table smaller than its bands", () => {
    expect(zonesShown(tableZones(null, 20))).toEqual([]);
    expect(zonesShown(tableZones("custom", 20))).toEqual([]);
    expect(zonesShown(tableZones("premier-league", 6))).toEqual([]);
  });
});
