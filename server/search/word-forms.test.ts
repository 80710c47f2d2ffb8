import { describe, expect, it } from "vitest";
import { numberForms } from "./word-forms.ts";

describe("a query word's other number", () => {
  it.each([
    // The pairs Portuguese's stemmer keeps apart (eleicao → 'eleica', eleicoes → 'eleico' …).
    ["eleicao", "eleicoes"],
    ["municipal", "municipais"],
    ["pao", "paes"],
    ["papel", "papeis"],
    ["facil", "faceis"],
    ["farol", "farois"],
    ["azul", "azuis"],
    ["barril", "barris"],
    ["homem", "homens"],
    ["lei", "leis"],
    ["museu", "museus"],
    ["gol", "gols"],
  ])("joins Portuguese %s and %s, both ways", (singular, plural) => {
    expect(numberForms(singular, "pt")).toContain(plural);
    expect(numberForms(plural, "pt")).toContain(singular);
  });

  it.each([
    ["luz", "luces"],
    ["vez", "veces"],
    ["joven", "jovenes"],
    ["examen", "examenes"],
  ])("joins Spanish %s and %s, both ways", (singular, plural) => {
    expect(numberForms(singular, "es")).toContain(plural);
    expect(numberForms(plural, "es")).toContain(singular);
  });

  it("puts the word first, and gives short words, numbers and English words no other forms", () => {
    expect(numberForms("eleicoes", "pt")[0]).toBe("eleicoes");
    expect(numberForms("em", "pt")).toEqual(["em"]);
    expect(numberForms("u17s", "pt")).toEqual(["u17s"]);
    expect(numberForms("elections", "en")).toEqual(["elections"]);
  });
});
