import { describe, expect, it } from "vitest";
import { bannerOf } from "./BannerAd.tsx";

const root = (ads: unknown) => ({ id: "root", data: { ads } });
const ads = { slots: { esportes: "<div data-ad-area></div>" }, notice: "<template></template>" };

describe("the banner a layout writes", () => {
  it("is the page's slots and the notice, by the page's route id", () => {
    expect(bannerOf([root(ads), { id: "layout-sports", data: null }, { id: "esportes", data: {} }])).toBe(
      "<div data-ad-area></div><template></template>",
    );
  });

  it("is nothing for another page, or while display ads are off", () => {
    expect(bannerOf([root(ads), { id: "sports", data: {} }])).toBeFalsy();
    expect(bannerOf([root(null), { id: "esportes", data: {} }])).toBeFalsy();
    expect(bannerOf([])).toBeFalsy();
  });
});
