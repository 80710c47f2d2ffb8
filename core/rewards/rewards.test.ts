import { describe, expect, it } from "vitest";
import {
  conditionsFromCampaign,
  DEFAULT_CONDITIONS,
  type RewardConditions,
  type RewardProgress,
  recordOnce,
  replacesStoredProgram,
  rewardComplete,
  rewardFill,
  rewardIconHidden,
  rewardPercent,
  rewardTotal,
  shareMarketing,
} from "./rewards.ts";

const progress = (read: number[] = [], shared: number[] = [], registered = false): RewardProgress => ({
  read,
  shared,
  registered,
});

describe("the conditions a campaign link switches on", () => {
  it.each([
    [undefined, DEFAULT_CONDITIONS],
    ["", DEFAULT_CONDITIONS],
    ["spring_promo", DEFAULT_CONDITIONS],
    ["up_december", { articles: 3, shares: 0, registration: 0 }],
    ["UP_DECEMBER_2026", { articles: 3, shares: 0, registration: 0 }],
    ["up_december_shared2", { articles: 3, shares: 2, registration: 0 }],
    ["promo_shared_4", { articles: 1, shares: 4, registration: 0 }],
    ["promo_registration-1", { articles: 1, shares: 0, registration: 1 }],
    ["up_december_shared1_registration1", { articles: 3, shares: 1, registration: 1 }],
    ["shared", DEFAULT_CONDITIONS],
  ])("%s", (campaign, expected) => {
    expect(conditionsFromCampaign(campaign)).toEqual(expected);
  });
});

describe("the total: 33 per condition", () => {
  it.each([
    [{ articles: 3, shares: 0, registration: 0 }, 33],
    [{ articles: 0, shares: 0, registration: 0 }, 33],
    [{ articles: 3, shares: 2, registration: 0 }, 66],
    [{ articles: 1, shares: 0, registration: 1 }, 66],
    [{ articles: 3, shares: 1, registration: 1 }, 99],
  ] satisfies [RewardConditions, number][])("%j → %i", (conditions, total) => {
    expect(rewardTotal(conditions)).toBe(total);
  });
});

describe("progress", () => {
  const december = { articles: 3, shares: 0, registration: 0 };
  const everything = { articles: 3, shares: 2, registration: 1 };
  it.each([
    ["nothing read", december, progress(), 0, 0],
    ["one of three", december, progress([1]), 11, 33],
    ["two of three", december, progress([1, 2]), 22, 66],
    ["three of three", december, progress([1, 2, 3]), 33, 100],
    ["a story read twice counts once", december, progress([1, 1, 2]), 22, 66],
    ["more than needed stays full", december, progress([1, 2, 3, 4, 5]), 33, 100],
    ["no article required counts as full", { articles: 0, shares: 0, registration: 0 }, progress(), 33, 100],
    ["shares not required count 0", december, progress([1, 2, 3], [7, 8]), 33, 100],
    ["registration not required counts 0", december, progress([1, 2, 3], [], true), 33, 100],
    ["all three, half the shares", everything, progress([1, 2, 3], [9]), 49.5, 50],
    ["all three, everything done", everything, progress([1, 2, 3], [9, 10], true), 99, 100],
    ["signed up only", everything, progress([], [], true), 33, 33],
  ] satisfies [string, RewardConditions, RewardProgress, number, number][])(
    "%s",
    (_, conditions, done, fill, percent) => {
      expect(rewardFill(conditions, done)).toBeCloseTo(fill, 9);
      expect(rewardPercent(conditions, done)).toBe(percent);
    },
  );
});

describe("completion", () => {
  const december = { articles: 3, shares: 0, registration: 0 };
  const done = progress([1, 2, 3]);
  it.each([
    ["reached, unclaimed, meter shown", done, { claimed: false, shown: true }, true],
    ["not reached", progress([1, 2]), { claimed: false, shown: true }, false],
    ["already claimed", done, { claimed: true, shown: true }, false],
    ["meter hidden", done, { claimed: false, shown: false }, false],
  ] satisfies [string, RewardProgress, { claimed: boolean; shown: boolean }, boolean][])(
    "%s",
    (_, reader, state, complete) => {
      expect(rewardComplete(december, reader, state)).toBe(complete);
    },
  );

  it("needs every required condition, not only the articles", () => {
    const conditions = { articles: 3, shares: 0, registration: 1 };
    expect(rewardComplete(conditions, done, { claimed: false, shown: true })).toBe(false);
    expect(rewardComplete(conditions, progress([1, 2, 3], [], true), { claimed: false, shown: true })).toBe(
      true,
    );
  });
});

describe("the campaign's other rules", () => {
  it("records a read or shared article once by id", () => {
    expect(recordOnce([], 4)).toEqual([4]);
    expect(recordOnce([4, 5], 4)).toEqual([4, 5]);
    expect(recordOnce([4], 6)).toEqual([4, 6]);
  });

  it("hides the icon on jj_december paths and flags share marketing on up_3_articles", () => {
    expect(rewardIconHidden("/campaign/jj_december")).toBe(true);
    expect(rewardIconHidden("/campaign/up_december")).toBe(false);
    expect(shareMarketing("/campaign/up_3_articles")).toBe(true);
    expect(shareMarketing("/campaign/up_december")).toBe(false);
  });

  it("replaces the stored program for a new clickid, keeps it for the same one", () => {
    const stored = { token: "a1", campaign: "up_december" };
    expect(replacesStoredProgram(null, stored)).toBe(true);
    expect(replacesStoredProgram(stored, { token: "a1", campaign: "up_december" })).toBe(false);
    expect(replacesStoredProgram(stored, { token: "b2", campaign: "up_december" })).toBe(true);
  });
});
