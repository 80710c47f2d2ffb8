import { describe, expect, it } from "vitest";
import { legalHref, legalPagePath } from "./legal-pages.ts";

describe("legalPagePath", () => {
  it.each([
    ["/about.html", "/about"],
    ["/privacy_policy.html", "/privacy_policy"],
    ["/terms_and_conditions.html", "/terms_and_conditions"],
    ["/about", "/about"],
  ])("leads the site's default %s to its page %s", (url, path) => {
    expect(legalPagePath(url)).toBe(path);
  });

  it.each([
    "https://operator.example/about.html",
    "/legal/about.html",
    "/contact.html",
    "//evil.example/about",
  ])("leaves an operator's own address %s as it is", (url) => {
    expect(legalPagePath(url)).toBeNull();
  });
});

describe("legalHref", () => {
  it("puts the built-in pages under the locale's prefix, and keeps an operator's address", () => {
    expect(legalHref("/about.html", "/es")).toBe("/es/about");
    expect(legalHref("/terms_and_conditions.html", "")).toBe("/terms_and_conditions");
    expect(legalHref("https://operator.example/privacy", "/pt")).toBe("https://operator.example/privacy");
  });
});
