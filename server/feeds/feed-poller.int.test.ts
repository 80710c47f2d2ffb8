import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { articles, publisherFeeds } from "#server/db/schema.ts";
import { type FeedPoller, MAX_BACKOFF_MS, startFeedPoller } from "#server/feeds/feed-poller.ts";
import { addFeed, FeedRegistryError, listFeeds, removeFeed } from "#server/feeds/feed-registry.ts";
import { FetchFeedError, fetchFeed } from "#server/feeds/fetch-feed.ts";
import { projectPath } from "#server/project-path.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";

const fixture = (name: string) => readFileSync(path.join(projectPath("server/ingest/fixtures"), name));

/** A real HTTP server playing a few publishers: ETag, Last-Modified, errors, a hang, a huge body. */
function feedServer() {
  const requests: { path: string; headers: IncomingMessage["headers"] }[] = [];
  let guardian: { body: Uint8Array; etag: string } = { body: fixture("guardian.rss"), etag: '"g-1"' };
  const uolModified = "Mon, 24 Sep 2018 23:00:00 GMT";
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? "", headers: request.headers });
    if (request.url === "/guardian.rss") {
      if (request.headers["if-none-match"] === guardian.etag) return response.writeHead(304).end();
      response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8", etag: guardian.etag });
      return response.end(guardian.body);
    }
    if (request.url === "/uol.rss") {
      if (request.headers["if-modified-since"] === uolModified) return response.writeHead(304).end();
      // No charset anywhere: the bytes are ISO-8859-1, as UOL served them.
      response.writeHead(200, { "content-type": "application/rss+xml", "last-modified": uolModified });
      return response.end(fixture("uolNoticias.rss"));
    }
    if (request.url === "/moved") return response.writeHead(301, { location: "/uol.rss" }).end();
    if (request.url === "/broken") return response.writeHead(500).end("oops");
    if (request.url === "/html") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<!DOCTYPE html><html><body>Not a feed</body></html>");
    }
    if (request.url === "/huge") {
      response.writeHead(200, { "content-type": "application/rss+xml" });
      return response.end(Buffer.alloc(300_000, "a"));
    }
    if (request.url === "/hang") return; // never answers
    response.writeHead(404).end();
  });
  return {
    server,
    requests,
    changeGuardian(body: Uint8Array, etag: string) {
      guardian = { body, etag };
    },
    async listen() {
      server.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("fetchFeed", () => {
  const http = feedServer();
  let base: string;
  beforeAll(async () => {
    base = await http.listen();
  });
  afterAll(() => http.close());

  it("sends conditional requests and reports 304", async () => {
    const first = await fetchFeed(`${base}/guardian.rss`);
    expect(first).toMatchObject({ status: "ok", etag: '"g-1"', url: `${base}/guardian.rss` });
    expect(await fetchFeed(`${base}/guardian.rss`, { etag: '"g-1"' })).toEqual({ status: "not_modified" });
    expect(http.requests.at(-1)?.headers["if-none-match"]).toBe('"g-1"');
  });

  it("follows redirects and gives the final URL", async () => {
    expect(await fetchFeed(`${base}/moved`)).toMatchObject({ status: "ok", url: `${base}/uol.rss` });
  });

  it("refuses other schemes, error statuses, slow servers and big bodies", async () => {
    await expect(fetchFeed("file:///etc/passwd")).rejects.toThrow(/Only http and https/);
    await expect(fetchFeed("not a url")).rejects.toThrow(FetchFeedError);
    await expect(fetchFeed(`${base}/broken`)).rejects.toThrow("HTTP 500");
    await expect(fetchFeed(`${base}/hang`, { timeoutMs: 300 })).rejects.toThrow(/No answer within 0.3 s/);
    await expect(fetchFeed(`${base}/huge`, { maxBytes: 100_000 })).rejects.toThrow(/larger than/);
    await expect(fetchFeed("http://127.0.0.1:1/feed")).rejects.toThrow(/Could not fetch/);
  });
});

describe.each(ENGINES)("the feed registry and poller on %s", (engine) => {
  const http = feedServer();
  let base: string;
  let database: TestDatabase;
  let db: Database;
  let clock = new Date("2030-01-01T00:00:00Z");
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const log = {
    info: (fields: object, msg: string) => lines.push({ level: "info", fields: fields as never, msg }),
    warn: (fields: object, msg: string) => lines.push({ level: "warn", fields: fields as never, msg }),
    error: (fields: object, msg: string) => lines.push({ level: "error", fields: fields as never, msg }),
  } as never;
  let poller: FeedPoller;

  beforeAll(async () => {
    base = await http.listen();
    database = await createTestDatabase(engine);
    db = database.handle.db;
    poller = startFeedPoller({
      db,
      log,
      intervalMinutes: 15,
      firstCheckAfterMs: 3_600_000,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await poller.stop();
    await http.close();
    await database.drop();
  });

  const feedRow = async (url: string) =>
    (await db.select().from(publisherFeeds).where(eq(publisherFeeds.url, url)))[0];

  it("adds, lists and validates feeds", async () => {
    const added = await addFeed(db, {
      publisher: "The Guardian",
      url: `${base}/guardian.rss`,
      section: "news",
    });
    expect(added.created).toBe(true);
    expect(added.feed).toMatchObject({
      publisher: "The Guardian",
      section: "news",
      language: null,
      failures: 0,
    });
    const again = await addFeed(db, {
      publisher: "the guardian",
      url: `${base}/guardian.rss`,
      language: "en-GB",
      section: "tv",
    });
    expect(again).toMatchObject({
      created: false,
      feed: { id: added.feed.id, language: "en", section: "tv" },
    });
    await addFeed(db, { publisher: "UOL", url: `${base}/uol.rss`, language: "pt-BR" });
    await addFeed(db, { publisher: "Broken", url: `${base}/broken` });
    await expect(addFeed(db, { publisher: "X", url: "ftp://a.example/feed" })).rejects.toThrow(
      FeedRegistryError,
    );
    await expect(addFeed(db, { publisher: "X", url: `${base}/a`, section: "weather" })).rejects.toThrow(
      /section/,
    );
    await expect(addFeed(db, { publisher: "X", url: `${base}/a`, language: "fr" })).rejects.toThrow(
      /language/,
    );
    await expect(addFeed(db, { publisher: " ", url: `${base}/a` })).rejects.toThrow(/publisher/);
    expect((await listFeeds(db)).map((feed) => [feed.publisher, feed.url])).toEqual([
      ["The Guardian", `${base}/guardian.rss`],
      ["UOL", `${base}/uol.rss`],
      ["Broken", `${base}/broken`],
    ]);
  });

  it("polls due feeds, stores validators and logs one line per feed", async () => {
    lines.length = 0;
    const outcomes = await poller.pollDue();
    expect(outcomes.map((o) => [o.url, o.status, o.new])).toEqual([
      [`${base}/guardian.rss`, "ok", 55],
      [`${base}/uol.rss`, "ok", 15],
      [`${base}/broken`, "error", 0],
    ]);
    const guardian = await feedRow(`${base}/guardian.rss`);
    expect(guardian).toMatchObject({ etag: '"g-1"', lastStatus: "ok", failures: 0, lastFetchedAt: clock });
    expect(guardian.nextFetchAt).toEqual(new Date(clock.getTime() + 15 * 60_000));
    const uol = await feedRow(`${base}/uol.rss`);
    expect(uol).toMatchObject({ lastModified: "Mon, 24 Sep 2018 23:00:00 GMT", etag: null });
    const broken = await feedRow(`${base}/broken`);
    expect(broken).toMatchObject({
      lastStatus: "error",
      failures: 1,
      lastError: "HTTP 500 Internal Server Error",
    });
    expect(broken.nextFetchAt).toEqual(new Date(clock.getTime() + 15 * 60_000));

    const stories = await db
      .select()
      .from(articles)
      .where(eq(articles.publisherId, uol.publisherId))
      .orderBy(asc(articles.id));
    expect(stories).toHaveLength(15);
    expect(stories.every((story) => story.language === "pt")).toBe(true);
    expect(stories[0].name).toBe(
      "Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno",
    );
    const guardianStories = await db
      .select()
      .from(articles)
      .where(eq(articles.publisherId, guardian.publisherId));
    expect(new Set(guardianStories.map((story) => story.section))).toEqual(new Set(["tv"]));

    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "feed polled",
      fields: { feed: `${base}/guardian.rss`, status: "ok", new: 55, updated: 0, skipped: 0 },
    });
    expect(typeof lines[0].fields.ms).toBe("number");
    expect(lines[2]).toMatchObject({
      level: "warn",
      fields: { status: "error", error: expect.stringMatching(/500/) },
    });
  });

  it("does nothing before feeds are due", async () => {
    const before = http.requests.length;
    expect(await poller.pollDue()).toEqual([]);
    expect(http.requests.length).toBe(before);
  });

  it("gets 304 with If-None-Match / If-Modified-Since and backs off exponentially on failure", async () => {
    clock = new Date(clock.getTime() + 15 * 60_000);
    const outcomes = await poller.pollDue();
    expect(outcomes.map((o) => o.status)).toEqual(["not_modified", "not_modified", "error"]);
    const sent = http.requests.slice(-3);
    expect(sent[0].headers["if-none-match"]).toBe('"g-1"');
    expect(sent[1].headers["if-modified-since"]).toBe("Mon, 24 Sep 2018 23:00:00 GMT");
    expect(await feedRow(`${base}/guardian.rss`)).toMatchObject({
      etag: '"g-1"',
      lastStatus: "not_modified",
    });
    const broken = await feedRow(`${base}/broken`);
    expect(broken.failures).toBe(2);
    expect(broken.nextFetchAt).toEqual(new Date(clock.getTime() + 30 * 60_000));

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await poller.pollDue()).map((o) => o.url)).not.toContain(`${base}/broken`);

    await db
      .update(publisherFeeds)
      .set({ failures: 30, nextFetchAt: clock })
      .where(eq(publisherFeeds.id, broken.id));
    await poller.pollDue();
    const capped = await feedRow(`${base}/broken`);
    expect(capped.failures).toBe(31);
    expect(capped.nextFetchAt).toEqual(new Date(clock.getTime() + MAX_BACKOFF_MS));
  });

  it("ingests a changed feed with its new ETag and recovers the failure count", async () => {
    const text = fixture("guardian.rss")
      .toString("utf8")
      .replace(
        "Trump State of the Union address promised unity but emphasized discord",
        "State of the Union: a changed headline",
      );
    http.changeGuardian(Buffer.from(text), '"g-2"');
    clock = new Date(clock.getTime() + 60 * 60_000);
    const [guardian] = await poller.pollDue();
    expect(guardian).toMatchObject({ status: "ok", new: 0, updated: 1, skipped: 54 });
    expect(await feedRow(`${base}/guardian.rss`)).toMatchObject({ etag: '"g-2"' });

    await db
      .update(publisherFeeds)
      .set({ url: `${base}/html` })
      .where(eq(publisherFeeds.url, `${base}/broken`));
    clock = new Date(clock.getTime() + MAX_BACKOFF_MS);
    const outcomes = await poller.pollDue();
    expect(outcomes.find((o) => o.url === `${base}/html`)).toMatchObject({
      status: "error",
      error: "The document is an HTML page, not a feed",
    });
  });

  it("removes feeds by id or URL", async () => {
    const [first] = await listFeeds(db);
    expect((await removeFeed(db, String(first.id))).map((f) => f.id)).toEqual([first.id]);
    expect((await removeFeed(db, `${base}/uol.rss`)).map((f) => f.url)).toEqual([`${base}/uol.rss`]);
    await expect(removeFeed(db, "99999")).rejects.toThrow(/No feed/);
    await expect(removeFeed(db, "99999999999999")).rejects.toThrow(/No feed/);
  });

  it("stops cleanly while a fetch hangs, without counting it as a failure", async () => {
    const hang = await addFeed(db, { publisher: "Hang", url: `${base}/hang` });
    const own = startFeedPoller({
      db,
      log,
      intervalMinutes: 15,
      firstCheckAfterMs: 3_600_000,
      now: () => clock,
    });
    const run = own.pollDue();
    while (!http.requests.some((r) => r.path === "/hang")) await new Promise((r) => setTimeout(r, 20));
    await own.stop();
    await run;
    expect(await feedRow(`${base}/hang`)).toMatchObject({ failures: 0, lastStatus: null, id: hang.feed.id });
  });
});
