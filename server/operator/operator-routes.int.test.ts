import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEdition } from "#demo/seed-demo.ts";
import { articles, publishers } from "#server/db/schema.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { syntheticFeed } from "#server/ingest/synthetic-feed.ts";
import { isOperatorKey } from "#server/operator/operator-key.ts";
import {
  addFeedOperation,
  ingestOperation,
  listFeedsOperation,
  migrateOperation,
  removeFeedOperation,
} from "#server/operator/operator-operations.ts";
import { projectPath } from "#server/project-path.ts";
import { seedSections } from "#server/site/sections.ts";
import { adjustOperation } from "#server/sports/sports-operator-operations.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { testApiApp } from "#server/testing/test-api.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";

const KEY = "operator-key-for-tests-0123456789";
const ENV_KEY = "a-second-key-from-the-environment";
const uol = readFileSync(path.join(projectPath("server/ingest/fixtures"), "uolNoticias.rss"));

describe("isOperatorKey", () => {
  it("accepts any configured key and nothing else", () => {
    expect(isOperatorKey(KEY, [KEY, ENV_KEY])).toBe(true);
    expect(isOperatorKey(ENV_KEY, [KEY, ENV_KEY])).toBe(true);
    expect(isOperatorKey(`${KEY}x`, [KEY])).toBe(false);
    expect(isOperatorKey("", [""])).toBe(false);
    expect(isOperatorKey(KEY, [])).toBe(false);
  });
});

describe.each(ENGINES)("the operator endpoint on %s", (engine) => {
  let database: TestDatabase;
  let api: ReturnType<typeof testApiApp>;
  let migrations = 0;
  const auth = { authorization: `Bearer ${KEY}` };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedSections(database.handle.db);
    api = testApiApp(database.handle.db, {
      operator: {
        keys: () => [KEY, ENV_KEY],
        migrate: async () => {
          migrations++;
          await database.handle.migrate();
        },
        engine,
        generateDemo: demoEdition.generate,
      },
    });
  });
  afterAll(() => database.drop());

  const ingest = (query: string, body: BodyInit, headers: Record<string, string> = auth) =>
    api.request(`/api/operator/ingest?${query}`, { method: "POST", body, headers });

  it("answers 401 JSON without a valid key", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong" },
      { authorization: KEY },
    ];
    for (const headers of attempts) {
      const response = await ingest("publisher=UOL", uol, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "invalid_operator_key", message: expect.any(String) },
      });
    }
    expect(await database.handle.db.select().from(publishers)).toEqual([]);
  });

  it("ingests a raw feed body with its Content-Type, with either key", async () => {
    const response = await ingest("publisher=UOL&base_url=http%3A%2F%2Fnoticias.uol.com.br%2F", uol, {
      ...auth,
      "content-type": "application/rss+xml",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ new: 15, updated: 0, skipped: 0, failed: 0 });
    const again = await ingest("publisher=uol", uol, { authorization: `Bearer ${ENV_KEY}` });
    expect(await again.json()).toMatchObject({ new: 0, skipped: 15 });
  });

  it("takes feeds over 1 MB on the operator path only", async () => {
    const feed = syntheticFeed({ items: 700, bodyBytes: 2_800, prefix: "op" });
    expect(feed.length).toBeGreaterThan(2_000_000);
    const response = await ingest("publisher=Big", feed as Uint8Array<ArrayBuffer>);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ new: 700 });
    const json = JSON.stringify({ profiles: [], padding: "x".repeat(1_100_000) });
    const elsewhere = await api.request("/api/v3/profiles/feed", {
      method: "POST",
      body: json,
      headers: { "content-type": "application/json" },
    });
    expect(elsewhere.status).toBe(413);
    const huge = await ingest("publisher=Huge", new Uint8Array(20 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("refuses bad feeds with 422 and bad options with 400, writing nothing", async () => {
    const truncated = await ingest("publisher=Bad", uol.subarray(0, 4000));
    expect(truncated.status).toBe(422);
    expect(await truncated.json()).toEqual({
      error: { code: "feed_refused", message: "The XML is truncated: it does not end with </rss>" },
    });
    expect((await ingest("publisher=Bad&section=weather", uol)).status).toBe(400);
    expect((await ingest("", uol)).status).toBe(400);
    expect((await ingest("publisher=Bad", "")).status).toBe(400);
    const bad = await database.handle.db.select().from(publishers).where(eq(publishers.name, "Bad"));
    expect(bad).toEqual([]);
  });

  it("streams progress and the result as NDJSON when asked", async () => {
    const feed = syntheticFeed({ items: 1_200, prefix: "stream" });
    const response = await ingest("publisher=Stream&stream=1", feed as Uint8Array<ArrayBuffer>);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/ndjson/);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({ result: { new: 1_200 } });
    expect(lines[0]).toMatchObject({ progress: { total: 1_200 } });
    const refused = await ingest("publisher=Stream&stream=1", "<html><body>no</body></html>");
    expect(JSON.parse(await refused.text())).toEqual({
      error: { code: "feed_refused", message: "The document is an HTML page, not a feed" },
    });
  });

  it("adds, lists and removes feeds, and migrates", async () => {
    const post = (command: string, query = "") =>
      api.request(`/api/operator/${command}?${query}`, { method: "POST", headers: auth });
    const added = await post(
      "feeds/add",
      "publisher=UOL&url=https%3A%2F%2Ffeeds.example%2Fuol.xml&language=pt-BR",
    );
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ created: true, feed: { publisher: "UOL", language: "pt" } });
    expect((await post("feeds/add", "publisher=UOL&url=ftp%3A%2F%2Fx")).status).toBe(400);
    const list = await (await post("feeds/list")).json();
    expect(list.feeds.map((feed: { url: string }) => feed.url)).toEqual(["https://feeds.example/uol.xml"]);
    expect(
      await (await post("feeds/remove", "target=https%3A%2F%2Ffeeds.example%2Fuol.xml")).json(),
    ).toMatchObject({
      removed: [{ url: "https://feeds.example/uol.xml" }],
    });
    const missing = await post("feeds/remove", "target=42");
    expect(missing.status).toBe(400);
    expect(await (await post("migrate")).json()).toEqual({ migrated: true, engine });
    expect(migrations).toBe(1);
    expect((await post("unknown")).status).toBe(404);
  });

  it("answers as documented", async () => {
    const post = (command: string, query = "", headers: Record<string, string> = auth) =>
      api.request(`/api/operator/${command}?${query}`, { method: "POST", headers });
    const expectAnswer = async (op: ApiOperation, status: number, response: Response | Promise<Response>) => {
      const answer = await response;
      expect(answer.status).toBe(status);
      expectDocumentedAnswer(op, status, await answer.json());
    };
    await expectAnswer(ingestOperation, 200, ingest("publisher=Documented", uol));
    await expectAnswer(ingestOperation, 401, ingest("publisher=Documented", uol, {}));
    await expectAnswer(ingestOperation, 422, ingest("publisher=Documented", uol.subarray(0, 4000)));
    await expectAnswer(ingestOperation, 400, ingest("", uol));
    await expectAnswer(
      addFeedOperation,
      200,
      post("feeds/add", "publisher=Documented&url=https%3A%2F%2Ffeeds.example%2Fdoc.xml"),
    );
    await expectAnswer(listFeedsOperation, 200, post("feeds/list"));
    await expectAnswer(listFeedsOperation, 401, post("feeds/list", "", { authorization: "Bearer wrong" }));
    await expectAnswer(
      removeFeedOperation,
      200,
      post("feeds/remove", "target=https%3A%2F%2Ffeeds.example%2Fdoc.xml"),
    );
    await expectAnswer(removeFeedOperation, 400, post("feeds/remove", "target=424242"));
    await expectAnswer(migrateOperation, 200, post("migrate"));
    await expectAnswer(
      adjustOperation,
      404,
      post("sports/adjust", "league=999999&team=X&points=-3&reason=Test"),
    );
    await expectAnswer(adjustOperation, 401, post("sports/adjust", "league=1&team=X&points=-3&reason=T", {}));
  });

  it("is not mounted without operator options", async () => {
    const plain = testApiApp(database.handle.db);
    const response = await plain.request("/api/operator/migrate", { method: "POST", headers: auth });
    expect(response.status).toBe(404);
    expect(await database.handle.db.$count(articles)).toBeGreaterThan(0);
  });
});
