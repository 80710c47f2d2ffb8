import { describe, expect, it } from "vitest";
import { articleSearchText, foldForSearch } from "./search-text.ts";

describe("foldForSearch", () => {
  it.each([
    ["notícias", "noticias"],
    ["ação", "acao"],
    ["España", "Espana"],
    ["<p>Olá <b>mundo</b></p>", "Ola mundo"],
    ["a&nbsp;b", "a b"],
    ["  many   spaces ", "many spaces"],
  ])("%s → %s", (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe("articleSearchText", () => {
  it("joins title, description, body and tags, folded", () => {
    expect(
      articleSearchText({
        name: "Título",
        description: "Descrição",
        body: "<p>Corpo</p>",
        tags: ["São Paulo"],
      }),
    ).toBe("Titulo Descricao Corpo Sao Paulo");
  });
});
