import { describe, expect, it } from "vitest";
import { accentInsensitivePattern, foldName } from "./profile-autocomplete.ts";

describe("autocomplete folding", () => {
  it.each([
    ["  São   Paulo ", "sao paulo"],
    ["ATLÉTICO", "atletico"],
    ["Ñandú", "nandu"],
    ["Çağlar", "caglar"],
  ])("folds %j to %j", (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });

  it("matches accented spellings in either case and nothing else", () => {
    const pattern = new RegExp(accentInsensitivePattern("sao"), "i");
    for (const name of ["São Paulo", "SÃO PAULO", "sao", "SÁO"]) expect(name).toMatch(pattern);
    for (const name of ["seo", "s.o", "sa o"]) expect(name).not.toMatch(pattern);
  });

  it("escapes regular-expression characters", () => {
    expect(accentInsensitivePattern("1.*(x)[")).toBe("1\\.\\*\\(x\\)\\[");
    expect(new RegExp(accentInsensitivePattern("a+b")).test("aab")).toBe(false);
  });
});
