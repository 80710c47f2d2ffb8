import { describe, expect, it } from "vitest";
import { offlinePageHtml } from "./offline-page.ts";

const texts = {
  title: "Sin conexión",
  heading: "No tienes conexión",
  message: "Esta página no está guardada en este dispositivo.",
  saved: "Leer tus noticias guardadas",
  retry: "Intentar de nuevo",
  home: "Página de inicio",
};

describe("offlinePageHtml", () => {
  const html = offlinePageHtml({
    locale: "es",
    texts,
    homePath: "/es",
    savedPath: "/es/readlater",
    retryPath: '/es/search/news/"><script>alert(1)</script>',
  });

  it("is a page in the reader's language with a title, a main landmark and one heading", () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain("<title>Sin conexión | Icaro</title>");
    expect(html).toContain('<main id="main">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("<h1>No tienes conexión</h1>");
  });

  it("links to the saved stories, to the page asked for and home, with no script", () => {
    expect(html).toContain('href="/es/readlater">Leer tus noticias guardadas</a>');
    expect(html).toContain('href="/es">Página de inicio</a>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});
