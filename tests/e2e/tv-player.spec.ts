import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";
import { sidewaysOverflow } from "./layout.ts";
import { pageTitle } from "./locales.ts";

// The TV video page (docs/decisions/0072-tv-player-and-next-video-countdown.md): the player, captions, a shortcut, the next-video countdown run to
// its end, cancelled and restarted, and the gallery form, in the three languages over the demo
// edition (its 4-second test pattern; every third video has captions in en/es/pt).

type Video = {
  id: number;
  video: { link: string } | null;
  name: string;
  verticals: { key: string }[];
  publisher: { common_name: string };
  videos: { captions?: { language: string; label: string }[] }[];
};

/** Literal texts, so a wrong translation fails. */
const LOCALES = [
  {
    locale: "en",
    prefix: "",
    captions: "Captions",
    captionsLabel: "English",
    upNext: "Up next",
    cancel: "Cancel",
    restart: "Restart countdown",
    canceled: "Autoplay cancelled",
    countdown: /^Playing in [0-5] seconds?$/,
    unmuted: "Sound on",
    nowPlaying: "Now playing",
    back: "Back",
  },
  {
    locale: "es",
    prefix: "/es",
    captions: "Subtítulos",
    captionsLabel: "Español",
    upNext: "A continuación",
    cancel: "Cancelar",
    restart: "Reiniciar la cuenta atrás",
    canceled: "Reproducción automática cancelada",
    countdown: /^Empieza en [0-5] segundos?$/,
    unmuted: "Sonido activado",
    nowPlaying: "Reproduciendo ahora",
    back: "Volver",
  },
  {
    locale: "pt",
    prefix: "/pt",
    captions: "Legendas",
    captionsLabel: "Português",
    upNext: "A seguir",
    cancel: "Cancelar",
    restart: "Reiniciar a contagem",
    canceled: "Reprodução automática cancelada",
    countdown: /^Começa em [0-5] segundos?$/,
    unmuted: "Som ativado",
    nowPlaying: "Reproduzindo agora",
    back: "Voltar",
  },
] as const;

async function gallery(request: APIRequestContext, language: string, per = 10): Promise<Video[]> {
  const response = await request.get(
    `/api/v3/site/content/tim-tv?site_id=763&page=1&per=${per}&language=${language}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { item: Video }[] }).items.map(({ item }) => item);
}

function video(page: Page): Locator {
  return page.locator("video");
}

async function expectPlaying(page: Page) {
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
}

/** Plays the video to its last moments, so it ends without waiting out the whole pattern. */
async function playToEnd(page: Page) {
  await expect(video(page)).not.toHaveAttribute("data-engine", "pending");
  await video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expectPlaying(page);
  await video(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 0.2);
  });
}

/** The id of the video a TV URL names (its last path segment). */
function idOf(url: string): number {
  return Number(new URL(url).pathname.split("/").pop());
}

// Walked in one language (locales.ts, “Flows in one language”).
for (const c of LOCALES.filter((entry) => entry.locale === "en")) {
  test(`TV video in ${c.locale}: captions, play, countdown to the next, cancel and restart`, async ({
    page,
    request,
  }) => {
    // Every third demo video has captions: one among the first 50.
    const videos = await gallery(request, c.locale, 50);
    const first = videos.find((item) => (item.videos[0]?.captions?.length ?? 0) > 0);
    expect(first, "a demo video with captions").toBeDefined();
    if (!first) return;
    const response = await page.goto(`${c.prefix}/tv/videos/${first.id}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle(pageTitle(first.name));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);

    // The player is a lazy island: its controls work once it has hydrated and set up the video.
    await expect(video(page)).not.toHaveAttribute("data-engine", "pending");
    // Captions: the reader's language is the track turned on.
    const captions = page.getByRole("button", { name: c.captions, exact: true });
    await captions.click();
    await expect(captions).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(() =>
        video(page).evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks)
            .filter((track) => track.mode === "showing")
            .map((track) => track.label),
        ),
      )
      .toEqual([c.captionsLabel]);

    // A shortcut on the focused video, said in the live region.
    await video(page).focus();
    await page.keyboard.press("m");
    await expect(page.getByRole("status").filter({ hasText: c.unmuted })).toHaveCount(1);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);

    // The countdown runs to its end and the next video plays.
    const upNext = page.getByRole("region", { name: c.upNext }).getByRole("link").first();
    const nextId = Number(await upNext.getAttribute("data-video-id"));
    await playToEnd(page);
    const overlay = page.locator(".tv-next");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator(".tv-next__count")).toHaveText(c.countdown);
    await page.waitForURL((url) => idOf(url.toString()) === nextId, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(first.name);
    // Started by the countdown itself, no click.
    await expectPlaying(page);
    await expect(page).toHaveTitle(/\S/);
    const secondTitle = await page.getByRole("heading", { level: 1 }).textContent();
    await expect(page).toHaveTitle(pageTitle(secondTitle ?? ""));
    await playToEnd(page);
    await expect(overlay).toBeVisible();

    // Cancelled: the count stops at −1 and offers Restart.
    await overlay.getByRole("button", { name: c.cancel }).click();
    await expect(overlay).toHaveAttribute("data-state", "hidden");
    await expect(overlay).toHaveAttribute("data-counter", "-1");
    await expect(overlay.locator(".tv-next__count")).toHaveText(c.canceled);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectNoA11yViolations(page);
    const here = page.url();
    // Restarted: it counts again and moves on.
    const restart = overlay.getByRole("button", { name: c.restart });
    await restart.click();
    await expect(overlay).toHaveAttribute("data-state", "showing");
    await page.waitForURL((url) => url.toString() !== here, { timeout: 15_000 });
    await expectPlaying(page);

    // The chain began with a page the browser loaded, from no page of the site: back is /tv.
    await page.getByRole("link", { name: c.back, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${c.prefix}/tv`);
  });

  test(`TV gallery form in ${c.locale} lands on its video, marked in the gallery page`, async ({
    page,
    request,
  }) => {
    const videos = await gallery(request, c.locale);
    const index = 2;
    const item = videos[index];
    const slug = (text: string) =>
      text
        .toLowerCase()
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80)
        .replace(/-+$/, "");
    const path = `${c.prefix}/tv/videos/${item.verticals[0].key}/${slug(item.publisher.common_name)}/${slug(item.name)}/${item.id}?page=1&index=${index}&gallery=gallery`;
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
    const current = page.locator('.tv-list a[aria-current="true"]');
    await expect(current).toHaveAttribute("data-video-id", String(item.id));
    await expect(current).toContainText(c.nowPlaying);
    await waitForHydration(page);
    // hls.js comes with an HLS source only.
    const kind = item.video?.link.endsWith(".m3u8") ? "hls" : "mp4";
    await expect(page.locator("video")).toHaveAttribute("data-engine", kind === "hls" ? "hls.js" : "native");
    expect(scripts.some((url) => /hls\.light-[\w-]+\.js$/.test(url))).toBe(kind === "hls");
    await expectNoA11yViolations(page);
  });
}

test("bad TV URLs are the 404 page, never a 500", async ({ request }) => {
  const [item] = await gallery(request, "en");
  const story = (await (await request.get("/api/v3/feed?per=1&context=news_stories")).json()) as {
    id: number;
  }[];
  for (const path of [
    "/tv/videos/999999999",
    `/tv/videos/${story[0].id}`,
    `/tv/videos/${item.id}?gallery=gallery&page=0&index=0`,
    `/tv/videos/${item.id}?gallery=gallery&page=10001&index=0`,
    `/tv/videos/${item.id}?gallery=gallery&page=1&index=10`,
    `/es/tv/videos/news/Not%20A%20Slug/x/${item.id}`,
    "/pt/tv/noproxy/abc",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a stream that fails says so and offers the next video", async ({ page, request }) => {
  const [item] = await gallery(request, "en");
  // The demo's videos play its clips (or the test pattern): refused here, as a stream that is down.
  await page.route(/\/media\/demo\/(clip|test-pattern)[^/]*$/, (route) => route.abort());
  await page.goto(`/tv/videos/${item.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("alert").filter({ hasText: "This video could not be played." })).toBeVisible();
  const next = page.getByRole("button", { name: /^Watch the next video: / });
  await expect(next).toBeVisible();
  const here = page.url();
  await next.click();
  await page.waitForURL((url) => url.toString() !== here);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(item.name);
});

test("the player's keyboard hint shows where there is a keyboard", async ({ page, request }) => {
  const [item] = await gallery(request, "en");
  await page.goto(`/tv/videos/${item.id}`);
  await waitForHydration(page);
  await expect(page.locator("#tv-player-keys")).toBeVisible();
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  test("the player's keyboard hint is not shown, and still describes the player", async ({
    page,
    request,
  }) => {
    const [item] = await gallery(request, "en");
    await page.goto(`/tv/videos/${item.id}`);
    await waitForHydration(page);
    await expect(page.locator("#tv-player-keys")).toBeHidden();
    await expect(page.locator("[aria-describedby~='tv-player-keys']")).toHaveCount(1);
  });
});
