import { describe, expect, it } from "vitest";
import { PRODUCT_DESCRIPTION } from "./constants.ts";
import { siteMetaDescription } from "./site-description.ts";

const translated = (site: string) => `translated for ${site}`;

describe("siteMetaDescription", () => {
  it("translates the product's default description in every locale, the site's own too", () => {
    const site = { name: "Icaro", description: PRODUCT_DESCRIPTION, language: "en" };
    for (const locale of ["en", "es", "pt"] as const) {
      expect(siteMetaDescription(site, locale, translated)).toBe("translated for Icaro");
    }
  });

  it("shows an operator's own description to readers of its language only", () => {
    const site = { name: "Ríoverde", description: "Noticias de Ríoverde", language: "es" };
    expect(siteMetaDescription(site, "es", translated)).toBe("Noticias de Ríoverde");
    expect(siteMetaDescription(site, "pt", translated)).toBe("translated for Ríoverde");
    expect(siteMetaDescription(site, "en", translated)).toBe("translated for Ríoverde");
  });

  it("translates when the operator left the description empty", () => {
    const site = { name: "Icaro", description: "  ", language: "pt" };
    expect(siteMetaDescription(site, "pt", translated)).toBe("translated for Icaro");
  });
});
