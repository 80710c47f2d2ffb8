import { describe, expect, it } from "vitest";
import { createI18n } from "#core/i18n/translations.ts";
import { catalogs } from "./catalogs.server.ts";

/** Every key path of a nested catalog, e.g. "home.title". */
function keys(catalog: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("catalogs", () => {
  it("have the same keys in en, es and pt", () => {
    const english = keys(catalogs.en).sort();
    expect(keys(catalogs.es).sort()).toEqual(english);
    expect(keys(catalogs.pt).sort()).toEqual(english);
  });

  it("have no empty texts", () => {
    for (const catalog of Object.values(catalogs)) {
      const flat = keys(catalog);
      expect(flat.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(catalogs)).not.toMatch(/:""/);
  });

  it("translate with interpolation in each locale", () => {
    expect(createI18n("en", catalogs.en).t("home.heading", { site: "Icaro" })).toBe("Today on Icaro");
    expect(createI18n("es", catalogs.es).t("home.heading", { site: "Icaro" })).toBe("Hoy en Icaro");
    expect(createI18n("pt", catalogs.pt).t("errors.notFound")).toBe("Não foi possível encontrar esta página");
  });
});
