import { describe, expect, it } from "vitest";
import { createI18n } from "#core/i18n/translations.ts";
import { catalogs } from "./catalogs.server.ts";

const en = createI18n("en", catalogs.en);
const es = createI18n("es", catalogs.es);
const pt = createI18n("pt", catalogs.pt);

describe("createI18n", () => {
  it("names its locale", () => {
    expect(es.language).toBe("es");
  });

  it("looks texts up by dotted key, and answers the key itself when there is none", () => {
    expect(pt.t("errors.notFound")).toBe("Não foi possível encontrar esta página");
    expect(en.t("no.such.key")).toBe("no.such.key");
    expect(en.t("errors")).toBe("errors");
  });

  it("shows the default value for a missing key, interpolated like any text", () => {
    expect(en.t("errors.codes.unheard_of", { defaultValue: "unheard_of" })).toBe("unheard_of");
    expect(en.t("missing", { defaultValue: "Hi {{name}}", name: "Ana" })).toBe("Hi Ana");
  });

  it("fills placeholders, with or without spaces, and leaves one without a value as written", () => {
    expect(en.t("home.heading", { site: "Icaro" })).toBe("Today on Icaro");
    expect(es.t("home.heading", { site: "Icaro" })).toBe("Hoy en Icaro");
    const t = createI18n("en", { a: "{{ x }}-{{x}}-{{y}}", b: "{{n}} of {{m}}" }).t;
    expect(t("a", { x: 1 })).toBe("1-1-{{y}}");
    expect(t("b", { n: 0, m: "10" })).toBe("0 of 10");
  });

  it("does not escape HTML (React does)", () => {
    expect(en.t("home.heading", { site: "<b>&</b>" })).toBe("Today on <b>&</b>");
  });

  it("picks the plural form of the locale from count", () => {
    expect(en.t("sports.countdown.days", { count: 1 })).toBe("1 day");
    expect(en.t("sports.countdown.days", { count: 2 })).toBe("2 days");
    expect(en.t("sports.countdown.days", { count: 0 })).toBe("0 days");
    expect(es.t("sports.updates.show", { count: 1 })).toBe("Mostrar 1 actualización nueva");
    expect(es.t("sports.updates.show", { count: 3 })).toBe("Mostrar 3 actualizaciones nuevas");
    // Spanish and Portuguese have a "many" form for round millions.
    expect(es.t("sports.countdown.days", { count: 1_000_000 })).toBe("1000000 días");
    expect(pt.t("sitemap.articleCount", { count: 1, number: "1" })).toBe("1 artigo");
    expect(pt.t("sitemap.articleCount", { count: 1_000_000, number: "1.000.000" })).toBe("1.000.000 artigos");
  });

  it("falls back to the _other form, then to the key without a suffix", () => {
    const t = createI18n("es", { x_other: "{{count}} x", y: "{{count}} y" }).t;
    expect(t("x", { count: 1_000_000 })).toBe("1000000 x");
    expect(t("y", { count: 1 })).toBe("1 y");
  });
});

describe("a catalog domain loaded later (pending)", () => {
  it("has nothing pending for the domains the page came with", () => {
    const i18n = createI18n("en", {}, { domains: ["search"], loadDomain: async () => ({}) });
    expect(i18n.pending("search")).toBeNull();
  });

  it("gives the same promise while loading and once loaded, so a replayed use() sees it again", async () => {
    const i18n = createI18n(
      "en",
      {},
      { domains: [], loadDomain: async () => ({ search: { title: "Search" } }) },
    );
    const first = i18n.pending("search");
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(i18n.t("search.title")).toBe("Search");
    expect(i18n.pending("search")).toBe(first);
  });
});
