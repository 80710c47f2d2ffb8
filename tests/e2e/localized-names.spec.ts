import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./axe.ts";

// (decision 0062): a Spanish or Portuguese page shows no English topic, league,
// section or round name. The check is general: every piece of text the reader sees in the page's
// own language (text inside an element marked with another `lang`, such as an English story's
// headline, is the story's, not the page's) must be free of the English names that have another
// name in Spanish or Portuguese, read from the API and from the English catalog.

type Named = { name: string; names?: Partial<Record<"en" | "es" | "pt", string>> };
type Story = { id: number; language: string; tags: Named[] };
type Event = {
  id: number;
  status: { status: string };
  round: string | null;
  league: { id: number; name: string };
};

const LOCALES = ["es", "pt"] as const;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

/** "Matchday" and the like: the English catalog's round text without its number. */
function englishRoundWord(): string {
  const catalog = JSON.parse(readFileSync("app/i18n/domains/sports.en.json", "utf8"));
  return String(catalog.sports.round).replace("{{round}}", "").trim();
}

/** English names that Spanish and Portuguese pages say otherwise. */
async function englishOnlyNames(request: APIRequestContext): Promise<string[]> {
  const [leagues, stories, { sections }] = await Promise.all([
    getJson<Named[]>(request, "/api/v3/leagues"),
    getJson<Story[]>(request, "/api/v3/feed?per=100"),
    getJson<{ sections: { label: Record<string, string> }[] }>(request, "/api/v3/site/sections"),
  ]);
  const words = new Set<string>([englishRoundWord()]);
  const add = (english: string | undefined, others: (string | undefined)[]) => {
    if (english && others.every((other) => other && other !== english)) words.add(english);
  };
  for (const thing of [...leagues, ...stories.flatMap((story) => story.tags)]) {
    if (thing.names) add(thing.names.en ?? thing.name, [thing.names.es, thing.names.pt]);
  }
  for (const { label } of sections) add(label.en, [label.es, label.pt]);
  return [...words];
}

/** The visible text in the page's own language: text under another `lang` is left out. */
async function pageLanguageText(page: Page, locale: string): Promise<string> {
  return page.evaluate((lang) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      if (!(element.closest("[lang]")?.getAttribute("lang") ?? "").startsWith(lang)) continue;
      if (!element.checkVisibility()) continue;
      parts.push(node.textContent ?? "");
    }
    return parts.join(" ");
  }, locale);
}

/** A name as a whole word ("Sports" is not in "E-Sports"). */
function found(text: string, words: string[]): string[] {
  return words.filter((word) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}-])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}-])`,
      "u",
    ).test(text),
  );
}

test("Spanish and Portuguese pages name topics, leagues, sections and rounds in their own language", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const words = await englishOnlyNames(request);
  // The check means something only if the demo's English names are among them.
  expect(words).toEqual(
    expect.arrayContaining(["Matchday", "Public Health", "English Premier League", "Sports"]),
  );

  const stories = await getJson<Story[]>(request, "/api/v3/feed?per=100&language=en&context=news_stories");
  const story = stories.find((s) => s.language === "en" && s.tags.some((tag) => tag.names?.es));
  expect(story, "an English story tagged with a topic").toBeTruthy();
  const events = await getJson<Event[]>(
    request,
    // The coming week: the demo's calendar is real rounds, and a day may have no game.
    "/api/v3/sporting_events?per=120&page=1&context=all&d=0,1,2,3,4,5,6&z=0",
  );
  const match = events.find((event) => event.round) ?? events[0];
  expect(match, "a game with a round").toBeTruthy();

  for (const locale of LOCALES) {
    const paths = [
      `/${locale}`,
      `/${locale}/noproxy/news_stories/web/${story?.id}`,
      `/${locale}/sports/standings/${encodeURIComponent(match.league.name)}/${match.league.id}`,
      `/${locale}/sports`,
      `/${locale}/calendar/sporting_events/${match.id}`,
    ];
    for (const path of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await waitForHydration(page);
      expect(found(await pageLanguageText(page, locale), words), path).toEqual([]);
    }
    // The topic page a story's tag leads to.
    await page.goto(`/${locale}/noproxy/news_stories/web/${story?.id}`);
    await waitForHydration(page);
    await page.locator(".article__tags a.tag").first().click();
    await expect(page).toHaveURL(/\/feed\/headlines\//);
    await waitForHydration(page);
    expect(found(await pageLanguageText(page, locale), words), `${locale} topic page`).toEqual([]);
  }
});

test("a story in another language than the page is marked with its own lang", async ({ page, request }) => {
  const stories = await getJson<Story[]>(request, "/api/v3/feed?per=100&language=en&context=news_stories");
  const story = stories.find((s) => s.language === "en");
  await page.goto(`/es/noproxy/news_stories/web/${story?.id}`);
  await expect(page.locator("article.article")).toHaveAttribute("lang", "en");
  // The page's own words inside it are marked back as the page's.
  await expect(page.locator(".article__info")).toHaveAttribute("lang", "es");
  // Cards of English stories on a Spanish page, if the home shows any, say so.
  await page.goto("/es");
  for (const title of await page.locator(".card__title[lang]").all()) {
    await expect(title).not.toHaveAttribute("lang", "es");
  }
});
