import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

const HEADINGS = {
  about: { en: "About us", es: "Quiénes somos", pt: "Quem somos" },
  privacy_policy: { en: "Privacy policy", es: "Política de privacidad", pt: "Política de privacidade" },
  terms_and_conditions: {
    en: "Terms and conditions",
    es: "Términos y condiciones",
    pt: "Termos e condições",
  },
} as const;
const PREFIX = { en: "", es: "/es", pt: "/pt" } as const;

type Page = keyof typeof HEADINGS;
type Locale = keyof typeof PREFIX;
const CASES = (Object.keys(HEADINGS) as Page[]).flatMap((page) =>
  (Object.keys(PREFIX) as Locale[]).map((locale) => [page, locale] as const),
);

// docs/decisions/0059-brand-legal-pages-meta-description.md: the footer's legal pages were static files outside the site's layout, one page in
// three languages, and /es/about.html was a 404.
describe("legal pages", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp("pglite", { demo: false });
  });
  afterAll(() => harness.close());

  const get = (path: string) => harness.app.request(path);

  it.each(CASES)("/%s in %s is a page of the site, in that language", async (page, locale) => {
    const response = await get(`${PREFIX[locale]}/${page}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<title>${HEADINGS[page][locale]} | Icaro</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HEADINGS[page][locale]}</h1>`));
    // Inside the site's layout: its header, its menu and its footer.
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    // One language per page: no other locale's heading.
    for (const other of Object.keys(PREFIX) as Locale[]) {
      if (HEADINGS[page][other] !== HEADINGS[page][locale])
        expect(html).not.toContain(`>${HEADINGS[page][other]}<`);
    }
  });

  it.each(CASES)("the old address /%s.html in %s leads there", async (page, locale) => {
    const response = await get(`${PREFIX[locale]}/${page}.html`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${PREFIX[locale]}/${page}`);
  });

  it.each(Object.keys(PREFIX) as Locale[])(
    "the footer in %s links to the pages in its language",
    async (locale) => {
      const html = await (await get(PREFIX[locale] || "/")).text();
      const footer = html.slice(html.indexOf('class="site-footer"'));
      for (const page of Object.keys(HEADINGS)) expect(footer).toContain(`href="${PREFIX[locale]}/${page}"`);
    },
  );
});
