import { describe, expect, it } from "vitest";
import { intlLocale, isLocale, LOCALES } from "./locales.ts";

describe("locales", () => {
  it("are en, es and pt", () => {
    expect(LOCALES).toEqual(["en", "es", "pt"]);
  });

  it("recognises only the product's locales", () => {
    expect(isLocale("es")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("formats Portuguese as Brazilian Portuguese", () => {
    expect(intlLocale("pt")).toBe("pt-BR");
    expect(intlLocale("es")).toBe("es");
  });
});
