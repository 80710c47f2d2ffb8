import { expect, type Page, type Route, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";
import { loadingBar } from "./layout.ts";
import { localeCase, localePath } from "./locales.ts";

// docs/behaviour/screens.md#chunk-load-failures, docs/behaviour/errors.md#chunk-failures: a failed code-chunk load reloads the page, at most once per 60 s. Here the sitemap
// page's route module answers 404 to a client navigation, as after a deploy that removed it.

/** The sitemap page's route module (app/sitemap/SitemapPage.tsx in the browser build). */
const SITEMAP_MODULE = /\/assets\/SitemapPage-[\w-]+\.js$/;

const CHUNK_FAILED = {
  es: "No se pudo cargar esta página. Comprueba tu conexión y vuelve a intentarlo.",
  esTitle: "Algo salió mal. Inténtalo de nuevo más tarde.",
};

function sitemapLink(page: Page) {
  return page.getByRole("contentinfo").getByRole("link", { name: "Mapa del sitio" });
}

/** Records in the page whether the loading bar was ever marked failed (it is for 500 ms). */
async function watchFailedBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('body > div[role="progressbar"]');
    if (!bar) throw new Error("no loading bar");
    const seen = window as unknown as { __barFailed: boolean };
    seen.__barFailed = false;
    new MutationObserver(() => {
      if (bar.hasAttribute("data-failed") && bar.getAttribute("aria-hidden") === null)
        seen.__barFailed = true;
    }).observe(bar, { attributes: true, attributeFilter: ["data-failed", "aria-hidden"] });
  });
}

test("es: a route's code missing on a client navigation reloads the page once; failing again within 60 s it shows an error in Spanish, no reload", async ({
  page,
}) => {
  const c = localeCase("es");
  const start = localePath(c, "/nope");
  await page.goto(start);
  await waitForHydration(page);

  // Every request for the module is refused; the second is held until the loading bar shows.
  const refused: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SITEMAP_MODULE, async (route: Route) => {
    refused.push(route.request().url());
    if (refused.length > 1) await released;
    await route.fulfill({ status: 404, contentType: "text/plain", body: "gone" });
  });
  const documents: string[] = [];
  page.on("load", () => documents.push(page.url()));

  // First failure: the page reloads (the one the reader was on, as React Router and the original did).
  const reloaded = page.waitForEvent("load");
  await sitemapLink(page).click();
  await reloaded;
  expect(refused).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe(start);
  await waitForHydration(page);
  expect(documents).toHaveLength(1);

  // Second failure, within 60 s: no reload, the layout's error page in the reader's language.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await watchFailedBar(page);
  await sitemapLink(page).click();
  await expect(loadingBar(page)).not.toHaveAttribute("aria-hidden");
  release();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(CHUNK_FAILED.esTitle);
  await expect(page.getByRole("main")).toContainText(CHUNK_FAILED.es);
  expect(refused).toHaveLength(2);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(documents, "no second reload").toHaveLength(1);
  // The navigation ended failed: the bar was marked so (dashed, in the error colour) before hiding.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __barFailed: boolean }).__barFailed))
    .toBe(true);
  await expect(loadingBar(page)).toHaveAttribute("aria-hidden", "true");
});
