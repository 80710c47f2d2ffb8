import { describe, expect, it } from "vitest";
import { MARK_STOP as E, highlightParts, MARK_START as S } from "./search-highlight.ts";
import {
  correctedQuery,
  eitherText,
  foldQuery,
  parseSearchText,
  phraseText,
  phraseTexts,
  QUERY_WORD_LENGTH_MAX,
  QUERY_WORDS_MAX,
  queryTexts,
  tsqueryText,
} from "./search-query.ts";
import { trendingEntry } from "./trending.ts";

/** What a tsquery text may hold: quoted letters and digits, our operators, parentheses, spaces. */
const SAFE_TSQUERY = /^(?:'[\p{L}\p{N}]+'(?::\*)?|[&|()<>-]|\s)+$/u;

const HOSTILE = [
  "&|!():*<>'\"\\",
  "'",
  "''",
  "\\",
  "a & b | !c",
  "foo:*",
  "foo:*A",
  "a <-> b",
  "a <2> b",
  "!!!",
  "((((",
  "'; drop table articles; --",
  "1' or '1'='1",
  "$1",
  "%s %d",
  "select * from articles where 1=1",
  "to_tsquery('english', 'x')",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002",
  "\ud800",
  "😀 emoji",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "word ".repeat(500),
  "   ",
  "\t\n",
  '"',
  '"unbalanced quote',
  '"a b" "c',
  "São-Paulo/Flamengo,Tottenham;Barça",
  "ﬁnal",
  "Ωmega русский 中文 العربية",
];

describe("the search query builder", () => {
  it.each(HOSTILE.map((text) => [JSON.stringify(text).slice(0, 60), text]))(
    "builds a tsquery of words and our operators only from %s",
    (_, text) => {
      const parsed = parseSearchText(text);
      expect(parsed.words.length).toBeLessThanOrEqual(QUERY_WORDS_MAX);
      for (const word of parsed.words) {
        expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
        expect(word.length).toBeLessThanOrEqual(QUERY_WORD_LENGTH_MAX);
      }
      for (const prefixLast of [false, true]) {
        const query = tsqueryText(parsed, { prefixLast });
        if (query !== null) expect(query).toMatch(SAFE_TSQUERY);
      }
      const phrase = phraseText(parsed);
      if (phrase !== null) expect(phrase).toMatch(SAFE_TSQUERY);
    },
  );

  it("folds accents and case", () => {
    expect(foldQuery("São PAULO Elección Ñandú")).toBe("sao paulo eleccion nandu");
    expect(parseSearchText("  São   Paulo  ")).toEqual({
      words: ["sao", "paulo"],
      phrases: [],
      display: "São Paulo",
    });
  });

  it("keeps nothing of operators and punctuation but the words between them", () => {
    expect(parseSearchText("a&b|!c:*(d)<->'e'\"f\\g").words).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
    expect(tsqueryText(parseSearchText("&|!():*<>'\"\\"))).toBeNull();
    expect(tsqueryText(parseSearchText("'; drop table articles; --"))).toBe("'drop' & 'table' & 'articles'");
  });

  it("needs every word, and the last as a prefix while typing", () => {
    const parsed = parseSearchText("jogadores do flam");
    expect(tsqueryText(parsed)).toBe("'jogadores' & 'do' & 'flam'");
    expect(tsqueryText(parsed, { prefixLast: true })).toBe("'jogadores' & 'do' & 'flam':*");
    expect(phraseText(parsed)).toBe("'jogadores' <-> 'do' <-> 'flam'");
    expect(phraseText(parseSearchText("one"))).toBeNull();
  });

  it("keeps quoted words side by side and ignores an unbalanced quote", () => {
    expect(parseSearchText('"new york" knicks').phrases).toEqual([["new", "york"]]);
    expect(tsqueryText(parseSearchText('"new york" knicks'))).toBe("('new' <-> 'york') & 'knicks'");
    expect(parseSearchText('"new york').phrases).toEqual([]);
    expect(parseSearchText('"one" two').phrases).toEqual([]);
    expect(tsqueryText(parseSearchText('a "b c" "d'))).toBe("('b' <-> 'c') & 'a' & 'd'");
  });

  it("stops at the word limit and cuts long words", () => {
    const parsed = parseSearchText("a b c d e f g h i j k");
    expect(parsed.words).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(parseSearchText("x".repeat(100)).words).toEqual(["x".repeat(QUERY_WORD_LENGTH_MAX)]);
  });

  it("writes the corrected query as the reader typed the rest", () => {
    const parsed = parseSearchText("Jogadores do Flamemgo!");
    const corrected = correctedQuery(parsed, new Map([["flamemgo", "flamengo"]]));
    expect(corrected.words).toEqual(["jogadores", "do", "flamengo"]);
    expect(corrected.display).toBe("Jogadores do flamengo!");
    expect(eitherText("'a'", "'b'")).toBe("('a') | ('b')");
  });
});

describe("highlights", () => {
  it("splits ts_headline's marks into parts", () => {
    expect(highlightParts(`${S}São${E} ${S}Paulo${E} vence`)).toEqual([
      { text: "São", match: true },
      { text: " ", match: false },
      { text: "Paulo", match: true },
      { text: " vence", match: false },
    ]);
    expect(highlightParts("plain <b>text</b>")).toEqual([{ text: "plain <b>text</b>", match: false }]);
    expect(highlightParts("")).toEqual([]);
    expect(highlightParts(null)).toEqual([]);
  });

  it("survives stray marks", () => {
    expect(highlightParts(`a${S}b`)).toEqual([{ text: "ab", match: false }]);
    expect(highlightParts(`a${E}b${S}${E}c`)).toEqual([{ text: "abc", match: false }]);
  });
});

describe("what trending counts", () => {
  it.each([
    ["flamengo", "flamengo"],
    ["  São   Paulo ", "sao paulo"],
    ["Jogadores do Flamengo!", "jogadores do flamengo"],
    ["copa 2026", "copa 2026"],
  ])("counts %j as %j", (text, key) => {
    expect(trendingEntry(parseSearchText(text))?.key).toBe(key);
  });

  it("shows the words as typed, accents kept, punctuation left out", () => {
    expect(trendingEntry(parseSearchText("São Paulo!!"))?.display).toBe("São Paulo");
  });

  it.each([
    "a",
    "ab",
    "!!!",
    "12345",
    "https://example.com/story",
    "www.example.com",
    "news.example.org",
    "someone@example.com",
    "x".repeat(61),
    "one two three four five six seven",
    "a8f9c0d1e2b3a4f5c6d7e8f9a0b1c2d3e4f5",
  ])("leaves out the junk %j", (text) => {
    expect(trendingEntry(parseSearchText(text))).toBeNull();
  });
});

describe("the query in each language", () => {
  it("matches each word's other number in that language's text, the prefix and stop words as typed", () => {
    const query = parseSearchText('eleicao "municipal mais" cand');
    const stops = (language: string, word: string) => language === "pt" && word === "mais";
    const texts = queryTexts(query, stops, { prefixLast: true });
    expect(texts?.pt).toBe(
      "(('municipal' | 'municipais') <-> 'mais') & ('eleicao' | 'eleicoes' | 'eleicaes' | 'eleicaos') & 'cand':*",
    );
    expect(texts?.en).toBe("('municipal' <-> 'mais') & 'eleicao' & 'cand':*");
    expect(phraseTexts(parseSearchText("luz verde"), () => false)?.es).toBe(
      "('luz' | 'luces') <-> ('verde' | 'verdes')",
    );
    expect(queryTexts(parseSearchText("!!!"), () => false)).toBeNull();
    expect(phraseTexts(parseSearchText("one"), () => false)).toBeNull();
  });

  it("builds a tsquery of words and our operators only, in every language", () => {
    for (const text of HOSTILE) {
      const texts = queryTexts(parseSearchText(text), () => false);
      for (const value of Object.values(texts ?? {})) expect(value).toMatch(SAFE_TSQUERY);
    }
  });
});
