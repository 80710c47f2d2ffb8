import { describe, expect, it } from "vitest";
import { closestWord, editDistance } from "./closest-word.ts";

describe("editDistance", () => {
  it.each([
    ["paolo", "paulo", 1],
    ["flamemgo", "flamengo", 1],
    ["tottenahm", "tottenham", 1],
    ["elecciones", "eleciones", 1],
    ["abc", "abc", 0],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe("closestWord", () => {
  it("prefers the fewest edits over the higher trigram similarity", () => {
    const candidates = [
      { word: "paulinho", sim: 0.5 },
      { word: "paulo", sim: 0.33 },
    ];
    expect(closestWord("paolo", candidates)).toBe("paulo");
  });

  it("breaks a tie of edits by similarity", () => {
    const candidates = [
      { word: "flamengo", sim: 0.5 },
      { word: "flameago", sim: 0.4 },
    ];
    expect(closestWord("flamemgo", candidates)).toBe("flamengo");
  });

  it("keeps a word that is itself a candidate", () => {
    expect(
      closestWord("paulo", [
        { word: "paulo", sim: 1 },
        { word: "paula", sim: 0.6 },
      ]),
    ).toBeNull();
  });

  it("forgives one slip in a short word and two in a long one, no more", () => {
    expect(closestWord("pablo", [{ word: "paulo", sim: 0.3 }])).toBe("paulo");
    expect(closestWord("pbalo", [{ word: "paulo", sim: 0.3 }])).toBeNull();
    expect(closestWord("tottanahm", [{ word: "tottenham", sim: 0.4 }])).toBe("tottenham");
    expect(closestWord("tattanahm", [{ word: "tottenham", sim: 0.3 }])).toBeNull();
  });
});
