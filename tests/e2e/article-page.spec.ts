import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations, waitForHydration } from "./axe.ts";

// The article and video pages' reading mode (docs/decisions/0063-article-reading-mode.md): one masthead until the headline
// has scrolled away, times in the reader's zone, byline and publisher, sharing, captions; at a
// phone's and a desktop's width, in more than one language.

type Story = {
  id: number;
  name: string;
  context: "news_stories" | "videos";
  author: string | null;
  publish_date: string;
  updated_date: string;
  publisher: { name: string };
  photos: { caption?: string; credit?: string }[];
};

const ZONE = "America/Sao_Paulo";

/** Literal texts, so a wrong translation fails. */
const TEXTS = {
  en: {
    prefix: "",
    intl: "en",
    by: "By",
    share: "Share this story",
    native: "Share",
    copy: "Copy link",
    on: "Share on",
    email: "E-mail",
    photo: "Image:",
  },
  es: {
    prefix: "/es",
    intl: "es",
    by: "Por",
    share: "Compartir esta noticia",
    native: "Compartir",
    copy: "Copiar enlace",
    on: "Compartir en",
    email: "Correo",
    photo: "Imagen:",
  },
} as const;

/** The time as the reader in ZONE should read it, in the page's locale (formatArticleTime's options). */
function inZone(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: ZONE,
  }).format(new Date(iso));
}

async function pickStory(page: Page, context: Story["context"]): Promise<Story> {
  const response = await page.request.get(`/api/v3/feed?per=40&context=${context}&language=en`);
  expect(response.ok()).toBe(true);
  const stories = (await response.json()) as Story[];
  return stories.find((story) => story.author) ?? stories[0];
}

/** A reader in São Paulo whose browser can share (navigator.share stubbed, recording its calls). */
async function readerPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, timezoneId: ZONE });
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __shareCalls: calls });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

const CASES = [
  { context: "news_stories", width: 375, locale: "es" },
  { context: "news_stories", width: 1440, locale: "en" },
  { context: "videos", width: 375, locale: "en" },
  { context: "videos", width: 1440, locale: "es" },
] as const;

for (const c of CASES) {
  test(`${c.context} at ${c.width} px (${c.locale}): one masthead, the bar after the headline, local times, byline, sharing`, async ({
    browser,
  }) => {
    const texts = TEXTS[c.locale];
    const { page, errors, close } = await readerPage(browser, c.width);
    const story = await pickStory(page, c.context);
    await page.goto(`${texts.prefix}/noproxy/${c.context}/web/${story.id}`);
    await waitForHydration(page);

    // One masthead at load: the story's bar is there but hidden (out of reach of keyboards and screen readers).
    await expect(page.locator(".site-header")).toHaveCount(1);
    const bar = page.locator(".article-bar");
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeHidden();
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    // The publication time in the reader's zone, in the page's locale; UTC stays in datetime.
    const published = page.locator(".article__dates time").first();
    await expect(published).toHaveAttribute("datetime", story.publish_date);
    await expect(published).toHaveText(inZone(story.publish_date, texts.intl));

    // Byline and publisher.
    if (story.author)
      await expect(page.locator(".article__byline")).toHaveText(`${texts.by} ${story.author}`);
    await expect(page.locator(".article__publisher")).toHaveText(story.publisher.name);

    // Sharing: plain links, and the Web Share button where the browser has navigator.share.
    const share = page.getByRole("list", { name: texts.share });
    await expect(share.getByRole("link", { name: texts.copy })).toHaveAttribute(
      "href",
      new RegExp(`/${story.id}$`),
    );
    await expect(share.getByRole("link", { name: `${texts.on} X` })).toHaveAttribute(
      "href",
      /^https:\/\/twitter\.com\/intent\/tweet\?url=http/,
    );
    await expect(share.getByRole("link", { name: `${texts.on} Facebook` })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
    );
    await expect(share.getByRole("link", { name: `${texts.on} WhatsApp` })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(share.getByRole("link", { name: texts.email })).toHaveAttribute(
      "href",
      /^mailto:\?subject=/,
    );
    await share.getByRole("button", { name: texts.native, exact: true }).click();
    const calls = (await page.evaluate(
      () => (window as unknown as { __shareCalls: unknown[] }).__shareCalls,
    )) as {
      title: string;
      url: string;
    }[];
    expect(calls).toHaveLength(1);
    expect(calls[0].title).toBe(story.name);
    expect(calls[0].url).toMatch(new RegExp(`^http.*/${story.id}$`));

    // A caption and credit when the story's picture has them (story pages; a video shows its player).
    const photo = story.photos[0];
    if (c.context === "news_stories" && (photo?.caption || photo?.credit)) {
      const caption = page.locator(".article__figure figcaption").first();
      if (photo.caption) await expect(caption).toContainText(photo.caption);
      if (photo.credit) await expect(caption).toContainText(`${texts.photo} ${photo.credit}`);
    }
    await expectNoA11yViolations(page);

    // Past the headline, the bar slides in without moving the page; back up, it goes.
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await heading.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 40),
    );
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(story.name);
    await expect(bar.getByRole("button", { name: texts.native, exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(1);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(
      before,
    );
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();

    // No hydration mismatch (React reports them as console errors) nor any other error.
    expect(errors.filter((text) => /hydrat|#418|#425|did not match/i.test(text))).toEqual([]);
    await close();
  });
}

test("without JavaScript: UTC times that say so, share links, no bar, no Share button", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const story = await pickStory(page, "news_stories");
  await page.goto(`/es/noproxy/news_stories/web/${story.id}`);
  const published = page.locator(".article__dates time").first();
  await expect(published).toHaveAttribute("datetime", story.publish_date);
  await expect(published).toHaveText(/UTC$/);
  const share = page.getByRole("list", { name: TEXTS.es.share });
  await expect(share.getByRole("link")).toHaveCount(5);
  await expect(share.getByRole("button")).toBeHidden();
  await expect(page.locator(".article-bar")).toBeHidden();
  await context.close();
});

test("after a client navigation to a related story, its bar and times work too", async ({ browser }) => {
  const { page, close } = await readerPage(browser, 1440);
  const story = await pickStory(page, "news_stories");
  await page.goto(`/noproxy/news_stories/web/${story.id}`);
  await waitForHydration(page);
  const link = page.getByRole("region", { name: "Related stories" }).getByRole("link").first();
  const title = (await link.locator(".related__title").textContent()) ?? "";
  await link.click();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(title);
  const time = page.locator(".article__dates time").first();
  const iso = (await time.getAttribute("datetime")) ?? "";
  await expect(time).toHaveText(inZone(iso, "en"));
  const bar = page.locator(".article-bar");
  await expect(bar).toBeHidden();
  await heading.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 40),
  );
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(title);
  await close();
});

test("Copy link copies the story's address and says so, without leaving the page", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const story = await pickStory(page, "news_stories");
  await page.goto(`/pt/noproxy/news_stories/web/${story.id}`);
  await waitForHydration(page);
  const url = page.url();
  const copy = page.getByRole("link", { name: "Copiar link" });
  const href = (await copy.getAttribute("href")) ?? "";
  await copy.click();
  await expect(page.getByRole("status").filter({ hasText: "Link copiado" })).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  await context.close();
});

test("from the home, whose page has no article script, a story's bar, Share button and times work", async ({
  browser,
}) => {
  const { page, close } = await readerPage(browser, 375);
  await page.goto("/es");
  await waitForHydration(page);
  await page.locator("main a[href*='/news_stories/']").first().click();
  await expect(page).toHaveURL(/\/es\/[^/]+\/news_stories\//);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const time = page.locator(".article__dates time").first();
  const iso = (await time.getAttribute("datetime")) ?? "";
  await expect(time).toHaveText(inZone(iso, "es"));
  await expect(page.getByRole("list", { name: TEXTS.es.share }).getByRole("button")).toBeVisible();
  const bar = page.locator(".article-bar");
  await expect(bar).toBeHidden();
  await heading.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 40),
  );
  await expect(bar).toBeVisible();
  await close();
});
