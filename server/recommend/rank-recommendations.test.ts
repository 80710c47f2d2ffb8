import { describe, expect, it } from "vitest";
import { type Candidate, diversify, reasonFor, scoreCandidates } from "./rank-recommendations.ts";
import { type Affinity, emptyAffinity } from "./reader-affinity.ts";

const HOUR = 3600;
const none: Affinity = emptyAffinity();
const candidate = (
  id: number,
  section: string,
  hoursOld: number,
  extra: Partial<Candidate> = {},
): Candidate => ({
  id,
  section,
  published: 1_000_000 - hoursOld * HOUR,
  importance: 0,
  readCount: 0,
  tags: [],
  publisherId: 1,
  ...extra,
});

describe("scoreCandidates", () => {
  it("prefers fresher, then more important and more read articles", () => {
    const ranked = scoreCandidates(
      [candidate(1, "news", 24), candidate(2, "news", 0), candidate(3, "news", 24, { importance: 5 })],
      none,
    );
    expect(ranked.map((c) => c.id)).toEqual([2, 3, 1]);
    const popular = scoreCandidates(
      [candidate(1, "news", 5), candidate(2, "news", 5, { readCount: 9 })],
      none,
    );
    expect(popular.map((c) => c.id)).toEqual([2, 1]);
  });

  it("lifts the reader's sections and tags over fresher stories", () => {
    const affinity: Affinity = {
      ...emptyAffinity(),
      sections: new Map([["sports", 1]]),
      profiles: new Map([[9, 0.5]]),
    };
    const ranked = scoreCandidates(
      [candidate(1, "news", 0), candidate(2, "sports", 24), candidate(3, "tech", 24, { tags: [9] })],
      affinity,
    );
    expect(ranked.map((c) => c.id)).toEqual([2, 3, 1]);
    const untagged = scoreCandidates([candidate(1, "news", 0), candidate(3, "tech", 24)], affinity);
    expect(untagged.map((c) => c.id)).toEqual([1, 3]);
  });

  it("sinks stories of a section or profile the reader wants fewer of", () => {
    const fewerSports = { ...emptyAffinity(), fewer: new Set(["section:sports"]) };
    const ranked = scoreCandidates([candidate(1, "sports", 0), candidate(2, "news", 6)], fewerSports);
    expect(ranked.map((c) => c.id)).toEqual([2, 1]);
    const fewerClub = { ...emptyAffinity(), fewer: new Set(["profile:9"]) };
    const tagged = scoreCandidates(
      [candidate(1, "news", 0, { tags: [9] }), candidate(2, "news", 6)],
      fewerClub,
    );
    expect(tagged.map((c) => c.id)).toEqual([2, 1]);
    expect(
      scoreCandidates([candidate(1, "sports", 0), candidate(2, "news", 6)], none).map((c) => c.id),
    ).toEqual([1, 2]);
  });

  it("breaks ties newest first, then by id", () => {
    const ranked = scoreCandidates([candidate(1, "a", 0), candidate(3, "a", 0), candidate(2, "a", 0)], none);
    expect(ranked.map((c) => c.id)).toEqual([3, 2, 1]);
  });
});

describe("reasonFor", () => {
  const affinity: Affinity = {
    ...emptyAffinity(),
    sections: new Map([["sports", 0.5]]),
    profiles: new Map([
      [7, 0.5],
      [9, 0.2],
    ]),
    followed: new Set([7]),
  };
  it.each([
    [
      "a followed tag first",
      candidate(1, "sports", 0, { tags: [9, 7] }),
      { kind: "followed", profile_id: 7 },
    ],
    [
      "a tag the reader reads",
      candidate(1, "news", 0, { tags: [3, 9] }),
      { kind: "read_profile", profile_id: 9 },
    ],
    ["a section the reader reads", candidate(1, "sports", 0, { tags: [3] }), { kind: "read_section" }],
    ["else popular", candidate(1, "tech", 0, { tags: [3] }), { kind: "popular" }],
  ])("names %s", (_, story, reason) => {
    expect(reasonFor(story, affinity)).toEqual(reason);
  });
});

describe("diversify", () => {
  const items = (sections: string) => [...sections].map((section, index) => ({ index, section }));

  it("allows two in a row from a section, not three, keeping order within a section", () => {
    const result = diversify(items("aaaabbc"));
    expect(result.map((i) => i.section).join("")).toBe("aabaabc");
    expect(result.map((i) => i.index)).toEqual([0, 1, 4, 2, 3, 5, 6]);
  });

  it("leaves a list alone when no run is too long, and lets the last section run on", () => {
    expect(diversify(items("abab")).map((i) => i.index)).toEqual([0, 1, 2, 3]);
    expect(
      diversify(items("baaaa"))
        .map((i) => i.section)
        .join(""),
    ).toBe("baaaa");
  });

  it("stops after limit items, with the same prefix as the whole re-rank", () => {
    expect(diversify(items("aaaabbc"), 2, 3)).toEqual(diversify(items("aaaabbc")).slice(0, 3));
    expect(diversify(items("aaaabbc"), 2, 3)).toHaveLength(3);
  });
});
