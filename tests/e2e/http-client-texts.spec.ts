import { expect, type Page, type Route, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";

// docs/behaviour/platform.md#request-behaviour "HTTP client": a reader's action whose request gets no answer says "Network Error",
// "Request aborted" or the time-out text, in the reader's language (core/page-load/http-client-errors.ts).
// In a browser: a story's feedback that cannot leave, and a guest's follow from the favourites
// picker whose request outlasts the action's 30 s time-out (the page's clock is moved on, no
// waiting). Offline a follow is queued instead (tests/e2e/offline-reading.spec.ts). "Request
// aborted" is a fetch stopped without its caller asking, which Chromium reports as a network
// error (window.stop() rejects with a TypeError): its rule is unit-tested (app/api/browser-api.test.ts).

/** Opens the Spanish picker and answers the first suggested star for the test to press. */
async function pickerStar(page: Page) {
  await page.goto("/es/favorites");
  await waitForHydration(page);
  await page.locator("#favorites-search").fill("Chelsea");
  const star = page.locator("#favorites-suggestions button.follow-star[data-ready]").first();
  await expect(star).toHaveAttribute("aria-pressed", "false");
  return star;
}

/** Holds the guest's follow requests (POST follows_anon) without answering; answers how many came. */
async function holdFollows(page: Page) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.endsWith("/follows_anon"),
    (route) => {
      if (route.request().method() !== "POST") return route.continue();
      held.push(route);
    },
  );
  return held;
}

test("pt: feedback on a story that cannot leave (no connection) says «Erro de rede» in the card", async ({
  page,
}) => {
  await page.goto("/pt");
  await waitForHydration(page);
  const forYou = page.getByRole("region", { name: "Para você", exact: true });
  // "For you" arrives after the page: its list is busy until then, and a card opened before it
  // came would be another card once it has.
  await expect(forYou).toHaveAttribute("aria-busy", "false");
  const card = forYou.getByRole("listitem").first();
  await card.getByText("Por que estou vendo isto?").click();
  // The feedback is not an action the offline queue keeps: it says why it failed.
  await page.route(
    (url) => url.pathname.endsWith("/feedback"),
    (route) => route.abort("internetdisconnected"),
  );
  await card.getByRole("button", { name: "Menos como esta" }).click();
  await expect(card.getByRole("alert")).toHaveText("Erro de rede");
  await expect(card.getByRole("button", { name: "Menos como esta" })).toBeEnabled();
});

test("es: a follow with no answer after 30 s says the time-out text and puts the star back", async ({
  page,
}) => {
  await page.clock.install();
  const star = await pickerStar(page);
  const held = await holdFollows(page);
  await star.click();
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(29_000);
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.clock.runFor(1_000);
  const notice = page.getByRole("alert").locator(".toast");
  await expect(notice).toContainText("El servidor tardó demasiado en responder. Inténtalo de nuevo.");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  // Not retried, and not kept for later either.
  expect(held).toHaveLength(1);
});
