import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

/** The content of the page's one `<meta name="description">`. */
function metaDescriptions(html: string): string[] {
  return [...html.matchAll(/<meta name="description" content="([^"]*)"\/?>/g)].map((match) => match[1]);
}

const DEFAULT_DESCRIPTION = {
  en: "Where you can find all the events taking place in your neighbourhood",
  es: "Donde encuentras todos los eventos que tienen lugar en tu barrio",
  pt: "Onde você encontra todos os eventos que acontecem no seu bairro",
};

// docs/decisions/0059-brand-legal-pages-meta-description.md: the meta description was the site's English text on every page of every language.
// The operator's own description in the site's language: core/site/site-description.test.ts.
describe("the meta description of pages without their own", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite", { demo: false });
  });
  afterAll(() => harness.close());

  const description = async (path: string) => {
    const response = await harness.app.request(path);
    expect(response.status, path).toBeLessThan(500);
    const found = metaDescriptions(await response.text());
    expect(found, path).toHaveLength(1);
    return found[0];
  };

  it.each([
    ["/", "en"],
    ["/sitemap", "en"],
    ["/es", "es"],
    ["/es/sports", "es"],
    ["/es/accounts/user", "es"],
    ["/pt", "pt"],
    ["/pt/sitemap", "pt"],
    ["/pt/accounts/user", "pt"],
  ] as const)("%s is described in %s", async (path, locale) => {
    expect(await description(path)).toBe(DEFAULT_DESCRIPTION[locale]);
  });
});
