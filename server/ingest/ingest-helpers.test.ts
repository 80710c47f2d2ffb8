import { describe, expect, it } from "vitest";
import { canonicalLink } from "./canonical-link.ts";
import { toContentLanguage } from "./content-language.ts";
import { guessLanguage } from "./guess-language.ts";
import { createProfileMatcher } from "./profile-matcher.ts";
import { sectionFromCategories } from "./section-of.ts";
import { videoOf } from "./video-of.ts";

describe("canonicalLink", () => {
  it.each([
    ["HTTPS://News.Example.COM:443/a/b/?utm_source=x&b=2&a=1#frag", "https://news.example.com/a/b?a=1&b=2"],
    ["http://example.com/", "http://example.com"],
    ["https://example.com/story/?utm_medium=rss", "https://example.com/story"],
    ["https://example.com/Path/Case", "https://example.com/Path/Case"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalLink(input)).toBe(expected);
  });
  it("refuses what is not http(s)", () => {
    expect(canonicalLink("mailto:a@b.c")).toBeNull();
    expect(canonicalLink("not a url")).toBeNull();
  });
});

describe("toContentLanguage", () => {
  it.each([
    ["pt-BR", "pt"],
    ["es_ES", "es"],
    ["EN", "en"],
    ["fr", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (input, expected) => {
    expect(toContentLanguage(input)).toBe(expected);
  });
});

describe("guessLanguage", () => {
  it("tells the three languages apart", () => {
    expect(
      guessLanguage([
        "Ibope: Bolsonaro perde de Haddad em simulações do 2º turno",
        "A prefeitura não fez o pagamento das contas",
        "O presidente da câmara com os deputados",
      ]),
    ).toBe("pt");
    expect(
      guessLanguage([
        "El presidente del gobierno y los ministros",
        "Las lluvias en el norte del país con una tormenta",
        "Se espera que la economía crezca",
      ]),
    ).toBe("es");
    expect(
      guessLanguage([
        "The mayor of the city said on Monday that the budget is ready for the vote",
        "A new plan for schools",
      ]),
    ).toBe("en");
  });
  it("says nothing on thin evidence", () => {
    expect(guessLanguage(["Bolsonaro"])).toBeNull();
    expect(guessLanguage([])).toBeNull();
  });
});

describe("sectionFromCategories", () => {
  it.each([
    [["Esporte"], "sports"],
    [["Deportes"], "sports"],
    [["Futebol"], "sports"],
    [["Technology"], "tech"],
    [["Tecnologia"], "tech"],
    [["Música"], "music"],
    [["Cultura"], "entertainment"],
    [["E-Sports"], "esports"],
    [["Television & radio"], "tv"],
    [["Moda"], "lifestyle"],
    [["US politics", "Sport"], "sports"],
    [["World news"], null],
    [[], null],
  ])("%j → %s", (categories, expected) => {
    expect(sectionFromCategories(categories)).toBe(expected);
  });
});

describe("createProfileMatcher", () => {
  const match = createProfileMatcher([
    { id: 1, name: "São Paulo", aliases: ["SPFC"] },
    { id: 2, name: "Real Madrid", aliases: [] },
    { id: 3, name: "X", aliases: [] },
  ]);
  it("matches whole words, ignoring case and accents", () => {
    expect(match(["sao paulo vence"])).toEqual([1]);
    expect(match(["O spfc e o REAL MADRID"]).sort()).toEqual([1, 2]);
    expect(match(["Real Madridista", "São Paulino"])).toEqual([]);
    expect(match(["x marks the spot"])).toEqual([]); // one-letter names are ignored
  });
});

describe("videoOf", () => {
  it("recognises video enclosures and video sites", () => {
    expect(
      videoOf({ guid: "g", link: "https://a.example/x", videoUrl: "https://cdn.example/v.m3u8" }),
    ).toEqual({
      link: "https://cdn.example/v.m3u8",
      guid: "g",
      type: "hls",
    });
    expect(videoOf({ guid: "g", link: "https://youtu.be/abcdefghijk" })?.guid).toBe("abcdefghijk");
    expect(videoOf({ guid: "g", link: "https://vimeo.com/123456" })?.type).toBe("vimeo");
    expect(videoOf({ guid: "g", link: "https://a.example/watch?v=abcdefgh" })).toBeNull();
  });
});
