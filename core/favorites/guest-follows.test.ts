import { describe, expect, it } from "vitest";
import { followsStorageKey } from "./follows-storage-key.ts";
import {
  applyFollowsFilter,
  EMPTY_GUEST_FOLLOWS,
  filterFollows,
  followRequest,
  parseFollowsFilter,
  parseGuestFollows,
  signInSyncBody,
  withFollow,
  withoutFollow,
} from "./guest-follows.ts";

const flamengo = { id: 12, context: "teams" as const, name: "Flamengo" };
const premier = { id: 3, context: "leagues" as const, name: "Premier League" };

describe("guest follows on the device (docs/behaviour/favorites.md#following)", () => {
  it("keys the list by the site's name", () => {
    expect(followsStorageKey("Icaro")).toBe("IcaroFollows");
    expect(followsStorageKey("Media Group")).toBe("MediaGroupFollows");
  });

  it("follow adds once, unfollow removes, and the list stays unsaved", () => {
    const one = withFollow(EMPTY_GUEST_FOLLOWS, flamengo);
    const again = withFollow(one, { ...flamengo, name: "Flamengo RJ" });
    const two = withFollow(again, premier);
    expect(two.follows).toEqual([flamengo, premier]);
    expect(two.unsaved).toBe(true);
    expect(withoutFollow(two, { id: 12, context: "teams" }).follows).toEqual([premier]);
    // The same id in another context is another profile.
    expect(withoutFollow(two, { id: 12, context: "leagues" }).follows).toEqual([flamengo, premier]);
  });

  it.each([
    [null, []],
    ["x", []],
    [{ follows: "x" }, []],
    [
      {
        follows: [
          flamengo,
          { id: "1", context: "teams", name: "x" },
          { id: 2, context: "planets", name: "x" },
        ],
      },
      [flamengo],
    ],
    [{ follows: [flamengo, flamengo] }, [flamengo]],
  ])("reads a stored value %j as %j", (value, follows) => {
    expect(parseGuestFollows(value).follows).toEqual(follows);
  });

  it("keeps the guest's choice to continue as a guest", () => {
    expect(parseGuestFollows({ follows: [], dismissed: true }).dismissed).toBe(true);
    expect(parseGuestFollows({ follows: [] }).dismissed).toBe(false);
  });
});

describe("signInSyncBody (guest → account, one call)", () => {
  it("sends every local follow once, ids and contexts only", () => {
    const state = { ...EMPTY_GUEST_FOLLOWS, follows: [flamengo, premier, flamengo] };
    expect(signInSyncBody(state)).toEqual({
      profiles: [
        { id: 12, context: "teams" },
        { id: 3, context: "leagues" },
      ],
    });
  });

  it("sends nothing when nothing was followed", () => {
    expect(signInSyncBody(EMPTY_GUEST_FOLLOWS)).toBeNull();
  });
});

describe("followRequest", () => {
  it.each([
    [true, true, "POST", "follows", { id: 12, context: "teams" }],
    [false, true, "POST", "follows_anon", { id: 12, context: "teams" }],
    [true, false, "DELETE", "follows", { profiles: [{ id: 12, context: "teams" }] }],
    [false, false, "DELETE", "follows_anon", { profiles: [{ id: 12, context: "teams" }] }],
  ])("signed in %s, follow %s → %s %s", (signedIn, follow, method, path, body) => {
    expect(followRequest({ signedIn, follow, ref: { id: 12, context: "teams" } })).toEqual({
      method,
      path,
      body,
    });
  });
});

describe("filterFollows (docs/behaviour/search.md#query-rules: lower-cased)", () => {
  const list = [
    { name: "Flamengo", common_name: "Flamengo", short_name: "FLA", names: {} },
    {
      name: "Premier League",
      common_name: "Premier League",
      short_name: null,
      names: { pt: "Liga Inglesa" },
    },
    { name: "Ana Marcos", common_name: "Ana", short_name: null },
  ];
  it.each([
    ["", 3],
    ["   ", 3],
    ["FLAMENGO", 1],
    ["league", 1],
    ["liga", 1],
    ["fla", 1],
    ["an", 1],
    ["zzz", 0],
  ])("%j matches %i", (query, count) => {
    expect(filterFollows(list, query)).toHaveLength(count);
  });
});

describe("the filter state all / favourites", () => {
  it("reads anything but favourites as all", () => {
    expect(parseFollowsFilter("favourites")).toBe("favourites");
    expect(parseFollowsFilter("x")).toBe("all");
    expect(parseFollowsFilter(null)).toBe("all");
  });

  it("shows everything or only the followed", () => {
    const items = [
      { id: 12, context: "teams" as const },
      { id: 13, context: "teams" as const },
    ];
    expect(applyFollowsFilter(items, "all", [])).toEqual(items);
    expect(applyFollowsFilter(items, "favourites", [{ id: 13, context: "teams" }])).toEqual([items[1]]);
  });
});
