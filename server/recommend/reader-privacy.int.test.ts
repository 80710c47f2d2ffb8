import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ArticleJson } from "#core/content/content.ts";
import { articleReads } from "#server/db/schema.ts";
import { documentedOperations } from "#server/http/api/openapi.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { hoursAgo, insertArticle, insertPublisher } from "./content-fixtures.ts";

/**
 * The operations whose parameters name a reader (a user id, tid or PSID), each tested for keeping
 * to its reader: recommendations below; the reward claim (its PSID header) in
 * server/rewards/rewards-routes.int.test.ts, where another reader's claim of a token is
 * `invalid_token`; a page view (its `psid`) in server/analytics/tracking.int.test.ts, which answers
 * 204 with no body and stores the PSID only as a daily-salted hash — it reveals nothing.
 */
const READER_OPERATIONS = ["getRecommendations", "claimReward", "trackPageView"];
// Not `uid`: the devise headers' uid is a credential of the requester, checked with its access-token.
const NAMES_A_READER = /^(user_?id|tid|psid|reader)$/i;

const PATH = "/api/v4/personalized_recommendations";

type Reader = {
  name: string;
  /** What user_id names this reader by. */
  userId: string;
  /** The request headers of this reader's own requests. */
  headers: Record<string, string>;
  /** The one article this reader read: never in their own list, always in the others'. */
  read: number;
};

/**
 * A reading history is its reader's (decision 0052): two guests (one by the PSID
 * header, one by the PSID cookie) and two signed-in readers (one by access-token headers, one by
 * the web's session cookie) each get their own list, and a 403 for any of the others'.
 */
describe.each(ENGINES)("a reader's recommendations answer only that reader, on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  const readers: Reader[] = [];

  const signUp = async (email: string) => {
    const response = await harness.api.request("/api/v3/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "correct horse" }),
    });
    expect(response.status).toBe(200);
    return { response, tid: (await response.json()).data.tid as string };
  };

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    const articles: number[] = [];
    for (let i = 0; i < 12; i++) {
      articles.push(
        await insertArticle(harness.db, publisher, { name: `Story ${i}`, publishDate: hoursAgo(i) }),
      );
    }
    const ana = await signUp("ana@example.com");
    const bruno = await signUp("bruno@example.com");
    const login = await harness.api.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bruno@example.com", password: "correct horse" }),
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const guestOne = "6d1f5a3c-2b4e-4c8d-9e7f-0a1b2c3d4e5f";
    const guestTwo = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
    readers.push(
      { name: "guest by header", userId: `anon-${guestOne}`, headers: { psid: guestOne }, read: articles[0] },
      {
        name: "guest by cookie",
        userId: `anon-${guestTwo}`,
        headers: { cookie: `psid=${guestTwo}` },
        read: articles[1],
      },
      {
        name: "user by token headers",
        userId: ana.tid,
        headers: Object.fromEntries(
          ["access-token", "client", "uid"].map((name) => [name, ana.response.headers.get(name) ?? ""]),
        ),
        read: articles[2],
      },
      { name: "user by session cookie", userId: bruno.tid, headers: { cookie: session }, read: articles[3] },
    );
    for (const reader of readers) {
      const who = reader.userId.startsWith("anon-")
        ? { psid: reader.userId.slice("anon-".length) }
        : { psid: crypto.randomUUID(), userId: reader.userId };
      await harness.db.insert(articleReads).values({ articleId: reader.read, siteId: 763, ...who });
    }
  });
  afterAll(() => harness.close());

  const ask = (userId: string, headers: Record<string, string> = {}) =>
    harness.api.request(`${PATH}?user_id=${encodeURIComponent(userId)}&size=100`, { headers });

  it("gives each reader their own list: without what they read, with what the others read", async () => {
    for (const reader of readers) {
      const response = await ask(reader.userId, reader.headers);
      expect(response.status, reader.name).toBe(200);
      const ids = ((await response.json()) as ArticleJson[]).map((article) => article.id);
      expect(ids, reader.name).not.toContain(reader.read);
      for (const other of readers.filter((r) => r !== reader)) expect(ids, reader.name).toContain(other.read);
    }
  });

  it("answers 403 forbidden_reader to every reader asking for another's list", async () => {
    for (const reader of readers) {
      for (const other of readers.filter((r) => r !== reader)) {
        const response = await ask(other.userId, reader.headers);
        expect(response.status, `${reader.name} asking for ${other.name}`).toBe(403);
        expect((await response.json()).error.code).toBe("forbidden_reader");
      }
    }
  });

  it("answers 403 to a request with no credentials, and to a PSID in the query alone", async () => {
    for (const reader of readers) {
      const response = await ask(reader.userId);
      expect(response.status, reader.name).toBe(403);
    }
    const response = await harness.api.request(`${PATH}?user_id=anon-${crypto.randomUUID()}&psid=x`);
    expect(response.status).toBe(403);
  });

  it("lets a signed-in reader ask for the guest history their own PSID holds", async () => {
    const ana = readers[2];
    const guest = readers[0];
    const response = await ask(guest.userId, { ...ana.headers, ...guest.headers });
    expect(response.status).toBe(200);
  });

  it("names every operation that takes a reader's id: a new one must join these tests", () => {
    const takesReader = documentedOperations.filter((operation) =>
      [operation.params, operation.query, operation.body, operation.headers].some(
        (schema) =>
          schema instanceof z.ZodObject && Object.keys(schema.shape).some((key) => NAMES_A_READER.test(key)),
      ),
    );
    expect(takesReader.map((operation) => operation.operationId)).toEqual(READER_OPERATIONS);
  });
});
