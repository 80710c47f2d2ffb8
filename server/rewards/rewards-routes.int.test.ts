import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conditionsFromCampaign } from "#core/rewards/rewards.ts";
import type { RewardProgramJson } from "#core/rewards/rewards-api.ts";
import { campaigns, rewardClaims, rewardPrograms } from "#server/db/schema.ts";
import { insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createAuthTestApi, signUpAndLogIn } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";
import { signClickToken } from "./click-token.ts";
import {
  claimRewardOperation,
  getProgramOperation,
  landingPageOperation,
  registrationOperation,
  startProgramOperation,
} from "./rewards-operations.ts";

type Harness = Awaited<ReturnType<typeof createAuthTestApi>>;
type Caller = { psid: string; token?: string };

const DAY = 86_400_000;
const SITE = 763;
let psidCounter = 0;
/** A fresh visitor (a PSID of its own). */
const visitor = (): Caller => ({
  psid: `7c9e6679-7425-40de-944b-${String(++psidCounter).padStart(12, "0")}`,
});
let tokenCounter = 0;
const newToken = (prefix = "click") => `${prefix}-${++tokenCounter}-abcdef`;

describe.each(ENGINES)("rewards API on %s", (engine) => {
  let harness: Harness;
  let stories: number[];

  function call(who: Caller, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { psid: who.psid };
    if (who.token) headers.authorization = `Bearer ${who.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    return harness.api.request(`/api/v3/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  const start = (who: Caller, token: string, campaign = "up_december") =>
    call(who, "POST", "rewards/program", { token, campaign });
  const claim = (who: Caller, token: string) =>
    call(who, "GET", `tagger/reward?token=${encodeURIComponent(token)}`);
  const program = async (who: Caller, token: string) => {
    const response = await call(who, "GET", `rewards/program?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as RewardProgramJson;
  };
  const read = async (who: Caller, id: number) =>
    expect((await call(who, "POST", "reads", { id, context: "news_stories" })).status).toBe(204);
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;

  async function addCampaign(code: string, fields: Partial<typeof campaigns.$inferInsert> = {}) {
    const [row] = await harness.db
      .insert(campaigns)
      .values({
        siteId: SITE,
        code,
        conditions: conditionsFromCampaign(code),
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + 365 * DAY),
        ...fields,
      })
      .returning();
    return row;
  }
  /** A campaign that needs nothing: every program is complete at once (for the limits). */
  const openCampaign = (code: string, fields: Partial<typeof campaigns.$inferInsert> = {}) =>
    addCampaign(code, { conditions: { articles: 0, shares: 0, registration: 0 }, ...fields });

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
    const publisher = await insertPublisher(harness.db);
    stories = [];
    for (let i = 0; i < 4; i++)
      stories.push(
        await insertArticle(harness.db, publisher, { name: `Story ${i}`, publishDate: new Date() }),
      );
    await addCampaign("up_december", {
      megabytes: 50,
      landing: "Eduka7",
      page: {
        en: { title: "Read and earn", text: "Read three stories.", picture: "/demo/rewards/eduka7.svg" },
        es: { title: "Lee y gana", text: "Lee tres historias.", picture: null },
      },
    });
  });
  afterAll(() => harness.close());

  it("starts a program with no progress, answers it again, and keeps it from other readers", async () => {
    const ana = visitor();
    const token = newToken();
    const started = await start(ana, token);
    expect(started.status).toBe(200);
    const body = (await started.json()) as RewardProgramJson;
    expectDocumentedAnswer(startProgramOperation, 200, body);
    expect(body).toMatchObject({
      token,
      progress: { read: [], shared: [], registered: false },
      fill: 0,
      total: 33,
      percent: 0,
      complete: false,
      claimed: false,
      campaign: { code: "up_december", megabytes: 50, active: true, conditions: { articles: 3 } },
    });
    expect((await start(ana, token)).status).toBe(200);
    // Another visitor with the same token: not theirs.
    const other = visitor();
    const stolen = await start(other, token);
    expect(stolen.status).toBe(404);
    expect(await errorCode(stolen)).toBe("invalid_token");
    expect(await errorCode(await call(other, "GET", `rewards/program?token=${token}`))).toBe("invalid_token");
    expect(await errorCode(await claim(other, token))).toBe("invalid_token");
    expect(await errorCode(await start(ana, newToken(), "no_such_campaign"))).toBe("campaign_not_found");
  });

  it("counts progress only from real reads: no reads → not_complete; three reads → one claim", async () => {
    const ana = visitor();
    const token = newToken();
    await start(ana, token);
    // Editing local storage changes nothing on the server: a claim with no reads is refused.
    const early = await claim(ana, token);
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe("not_complete");
    expectDocumentedAnswer(claimRewardOperation, 409, await (await claim(ana, token)).json());

    // Another reader's reads do not count for Ana.
    const bruno = visitor();
    for (const id of stories.slice(0, 3)) await read(bruno, id);
    expect((await program(ana, token)).progress.read).toEqual([]);

    await read(ana, stories[0]);
    await read(ana, stories[0]);
    await read(ana, stories[1]);
    const partial = await program(ana, token);
    expect(partial.progress.read).toEqual([stories[0], stories[1]]);
    expect(partial.percent).toBe(66);
    expect(partial.complete).toBe(false);
    expect(await errorCode(await claim(ana, token))).toBe("not_complete");

    await read(ana, stories[2]);
    const done = await program(ana, token);
    expectDocumentedAnswer(getProgramOperation, 200, done);
    expect(done).toMatchObject({ percent: 100, complete: true, claimed: false });

    const first = await claim(ana, token);
    expect(first.status).toBe(200);
    const claimed = await first.json();
    expectDocumentedAnswer(claimRewardOperation, 200, claimed);
    expect(claimed).toEqual({ success: true, megabytes: 50, status: "pending" });
    const second = await claim(ana, token);
    expect(second.status).toBe(409);
    expect(await errorCode(second)).toBe("already_claimed");
    expect(await program(ana, token)).toMatchObject({ claimed: true, complete: false });
  });

  it("reads made before the program started do not count", async () => {
    const ana = visitor();
    for (const id of stories.slice(0, 3)) await read(ana, id);
    const token = newToken();
    await start(ana, token);
    expect((await program(ana, token)).progress.read).toEqual([]);
  });

  it("does not count another account's reads on a shared device for a guest's program", async () => {
    const ana = visitor();
    const token = newToken();
    await start(ana, token);
    const bruno: Caller = {
      psid: ana.psid,
      token: await signUpAndLogIn(harness.api, "bruno@example.com", "a long password"),
    };
    for (const id of stories.slice(0, 3)) await read(bruno, id);
    expect((await program(ana, token)).progress.read).toEqual([]);
    await read(ana, stories[3]);
    expect((await program(ana, token)).progress.read).toEqual([stories[3]]);
  });

  it("gives exactly one reward to 100 concurrent claims of one token", async () => {
    const ana = visitor();
    const token = newToken();
    await start(ana, token);
    for (const id of stories.slice(0, 3)) await read(ana, id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(ana, token)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const codes = await Promise.all(answers.filter((a) => a.status === 409).map(errorCode));
    expect(new Set(codes)).toEqual(new Set(["already_claimed"]));
    const [row] = await harness.db
      .select({ id: rewardPrograms.id })
      .from(rewardPrograms)
      .where(eq(rewardPrograms.token, token));
    expect(
      await harness.db.select().from(rewardClaims).where(eq(rewardClaims.programId, row.id)),
    ).toHaveLength(1);
  });

  it("keeps the daily, total and per-reader limits under concurrent claims", async () => {
    async function claimsOf(code: string, readers: number) {
      const tokens = Array.from({ length: readers }, () => ({ who: visitor(), token: newToken(code) }));
      for (const { who, token } of tokens) expect((await start(who, token, code)).status).toBe(200);
      const answers = await Promise.all(tokens.map(({ who, token }) => claim(who, token)));
      return Promise.all(
        answers.map(async (a) => (a.status === 200 ? "ok" : `${a.status} ${await errorCode(a)}`)),
      );
    }
    await openCampaign("daily_three", { dailyLimit: 3 });
    const daily = await claimsOf("daily_three", 10);
    expect(daily.filter((a) => a === "ok")).toHaveLength(3);
    expect(daily.filter((a) => a !== "ok")).toEqual(Array(7).fill("429 daily_limit_reached"));

    await openCampaign("total_two", { totalLimit: 2, dailyLimit: 100 });
    const total = await claimsOf("total_two", 8);
    expect(total.filter((a) => a === "ok")).toHaveLength(2);
    expect(total.filter((a) => a !== "ok")).toEqual(Array(6).fill("409 reward_limit_reached"));

    // One reader with several programs (made directly: a new token replaces an unclaimed one).
    const campaign = await openCampaign("one_each", { perReaderLimit: 1 });
    const ana = visitor();
    const tokens = Array.from({ length: 6 }, () => newToken("one_each"));
    await harness.db.insert(rewardPrograms).values(
      tokens.map((token) => ({
        siteId: SITE,
        campaignId: campaign.id,
        token,
        psid: ana.psid,
        expiresAt: new Date(Date.now() + DAY),
      })),
    );
    const answers = await Promise.all(tokens.map((token) => claim(ana, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const codes = await Promise.all(answers.filter((a) => a.status !== 200).map(errorCode));
    expect(codes).toEqual(Array(5).fill("reward_limit_reached"));
  });

  it("refuses an ended or not yet started campaign and an expired token", async () => {
    const ended = await openCampaign("ended_early");
    const ana = visitor();
    const token = newToken();
    expect((await start(ana, token, "ended_early")).status).toBe(200);
    await harness.db.update(campaigns).set({ endedAt: new Date() }).where(eq(campaigns.id, ended.id));
    const late = await claim(ana, token);
    expect(late.status).toBe(410);
    expect(await errorCode(late)).toBe("campaign_ended");
    expect(await errorCode(await start(visitor(), newToken(), "ended_early"))).toBe("campaign_ended");
    expect((await program(ana, token)).campaign.active).toBe(false);

    await openCampaign("past_dates", {
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    expect(await errorCode(await start(visitor(), newToken(), "past_dates"))).toBe("campaign_ended");
    await openCampaign("next_year", {
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 9 * DAY),
    });
    const early = await start(visitor(), newToken(), "next_year");
    expect(early.status).toBe(409);
    expect(await errorCode(early)).toBe("campaign_not_started");

    await openCampaign("short_tokens");
    const bruno = visitor();
    const expiring = newToken();
    await start(bruno, expiring, "short_tokens");
    await harness.db
      .update(rewardPrograms)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rewardPrograms.token, expiring));
    const expired = await claim(bruno, expiring);
    expect(expired.status).toBe(410);
    expect(await errorCode(expired)).toBe("token_expired");
  });

  it("takes only click tokens signed with the campaign's secret when it has one", async () => {
    await openCampaign("signed_links", { clickSecret: "a carrier's shared click secret" });
    const ana = visitor();
    const forged = await start(ana, "12345678.not-the-signature", "signed_links");
    expect(forged.status).toBe(400);
    expect(await errorCode(forged)).toBe("invalid_token");
    expect(await errorCode(await start(ana, "no-signature-at-all", "signed_links"))).toBe("invalid_token");
    const wrongSecret = signClickToken("12345678", "another secret");
    expect(await errorCode(await start(ana, wrongSecret, "signed_links"))).toBe("invalid_token");
    const good = signClickToken("12345678", "a carrier's shared click secret");
    expect((await start(ana, good, "signed_links")).status).toBe(200);
    expect((await claim(ana, good)).status).toBe(200);
  });

  it("replaces a reader's older program of the campaign with a new token", async () => {
    const ana = visitor();
    const old = newToken();
    const fresh = newToken();
    await start(ana, old);
    await start(ana, fresh);
    expect(await errorCode(await call(ana, "GET", `rewards/program?token=${old}`))).toBe("invalid_token");
    expect((await program(ana, fresh)).token).toBe(fresh);
  });

  it("records shares once and counts a registration", async () => {
    await addCampaign("up_shared2_registration1");
    const ana = visitor();
    const token = newToken();
    await start(ana, token, "up_shared2_registration1");
    const share = (id: unknown) => call(ana, "POST", "rewards/share", { token, id });
    expect((await share(stories[0])).status).toBe(200);
    expect((await share(stories[0])).status).toBe(200);
    const after = (await (await share(stories[1])).json()) as RewardProgramJson;
    expect(after.progress.shared).toEqual([stories[0], stories[1]]);
    expect(after.total).toBe(99);
    expect(await errorCode(await call(visitor(), "POST", "rewards/share", { token, id: stories[0] }))).toBe(
      "invalid_token",
    );

    const form = await call(ana, "POST", "rewards/registration", {
      campaign: "up_shared2_registration1",
      token,
      name: "Ana Souza",
      email: "ana@example.com",
    });
    expect(form.status).toBe(201);
    expect(await form.json()).toEqual({ registered: true, campaign: "up_shared2_registration1" });
    await read(ana, stories[3]);
    expect(await program(ana, token)).toMatchObject({
      progress: { registered: true },
      percent: 100,
      complete: true,
    });
  });

  it("counts an account made after the program started as registered", async () => {
    await addCampaign("up_registration1");
    const guest = visitor();
    const token = newToken();
    await start(guest, token, "up_registration1");
    expect((await program(guest, token)).progress.registered).toBe(false);
    const signedIn: Caller = {
      ...guest,
      token: await signUpAndLogIn(harness.api, "carla@example.com", "a long password"),
    };
    const linked = await program(signedIn, token);
    expect(linked.progress.registered).toBe(true);
    // The program is the account's now: the account's reads count from another device too.
    const phone: Caller = { psid: visitor().psid, token: signedIn.token };
    expect((await program(phone, token)).token).toBe(token);
    expect(await errorCode(await call(visitor(), "GET", `rewards/program?token=${token}`))).toBe(
      "invalid_token",
    );

    // The account's rewards are in its export: the program and its claim.
    await read(phone, stories[0]);
    expect((await claim(phone, token)).status).toBe(200);
    const exported = (await (await call(signedIn, "GET", "auth/export")).json()) as { rewards: unknown[] };
    expect(exported.rewards).toEqual([
      {
        campaign: "up_registration1",
        token,
        started_at: expect.any(String),
        expires_at: expect.any(String),
        shared: [],
        claim: expect.objectContaining({ megabytes: 50, status: "pending" }),
        registrations: [],
      },
    ]);
  });

  it("checks the rewards form field by field and registers an e-mail once", async () => {
    const ana = visitor();
    const register = (body: Record<string, unknown>) =>
      call(ana, "POST", "rewards/registration", { campaign: "up_december", ...body });
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      const body = await response.json();
      expectDocumentedAnswer(registrationOperation, 400, body);
      return (body as { error: { fields: unknown } }).error.fields;
    };
    expect(await fieldsOf(await register({}))).toEqual({ name: "required", email: "required" });
    expect(await fieldsOf(await register({ name: "  ", email: "ana@example.com" }))).toEqual({
      name: "required",
    });
    expect(await fieldsOf(await register({ name: "Ana", email: "not an address" }))).toEqual({
      email: "invalid",
    });
    expect(await fieldsOf(await register({ name: "<script>", email: "a@b.co" }))).toEqual({
      name: "invalid",
    });
    // NUL bytes are refused before the form is read (the API's safe-input rule).
    const nul = await register({ name: "A\u0000na", email: "a@b.co" });
    expect(nul.status).toBe(400);
    expect(await errorCode(nul)).not.toBe("invalid_registration");
    expect(await fieldsOf(await register({ name: "Ana\u200b\u0007", email: "a\u0007@b.co" }))).toEqual({
      name: "invalid",
      email: "invalid",
    });
    const ok = await register({ name: "José d'Ávila-Neto", email: "jose@example.com" });
    expect(ok.status).toBe(201);
    expectDocumentedAnswer(registrationOperation, 201, await ok.json());
    const again = await register({ name: "José", email: "JOSE@example.com" });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("email_registered");
    expect(await errorCode(await register({ campaign: "nope", name: "Ana", email: "ana@example.com" }))).toBe(
      "campaign_not_found",
    );
  });

  it("answers a landing page in the reader's language, else English", async () => {
    const es = await call(visitor(), "GET", "rewards/campaign/Eduka7?language=es");
    expect(es.status).toBe(200);
    const page = await es.json();
    expectDocumentedAnswer(landingPageOperation, 200, page);
    expect(page).toMatchObject({
      title: "Lee y gana",
      picture: null,
      campaign: { code: "up_december", landing: "Eduka7" },
    });
    expect(await (await call(visitor(), "GET", "rewards/campaign/Eduka7?language=pt")).json()).toMatchObject({
      title: "Read and earn",
      picture: "/demo/rewards/eduka7.svg",
    });
    const none = await call(visitor(), "GET", "rewards/campaign/aspis");
    expect(none.status).toBe(404);
    expect(await errorCode(none)).toBe("campaign_not_found");
    expect((await call(visitor(), "GET", "rewards/campaign/other")).status).toBe(400);
    expect((await call(visitor(), "GET", "rewards/campaign/Eduka7?language=fr")).status).toBe(400);
  });

  it("refuses bad input with a 4xx: NUL bytes, huge strings, wrong types, bad JSON", async () => {
    const ana = visitor();
    const huge = "x".repeat(100_000);
    const bad: [string, string, unknown][] = [
      ["POST", "rewards/program", { token: "abc\u0000defgh", campaign: "up_december" }],
      ["POST", "rewards/program", { token: huge, campaign: "up_december" }],
      ["POST", "rewards/program", { token: 12345678, campaign: "up_december" }],
      ["POST", "rewards/program", { token: "abcdefgh", campaign: ["up_december"] }],
      ["POST", "rewards/program", { token: "abcdefgh", campaign: `up${"\u0000"}december` }],
      ["POST", "rewards/program", "{not json"],
      ["POST", "rewards/program", "null"],
      ["POST", "rewards/share", { token: "abcdefgh", id: "x" }],
      ["POST", "rewards/share", { token: "abcdefgh", id: -1 }],
      ["POST", "rewards/registration", { campaign: "up_december", name: huge, email: "a@b.co" }],
      ["POST", "rewards/registration", { campaign: "up_december", name: 5, email: "a@b.co" }],
      [
        "POST",
        "rewards/registration",
        { campaign: "up_december", name: "Ana", email: "a@b.co", token: "\u0000" },
      ],
      ["GET", "rewards/program?token=%00%00%00%00%00%00%00%00", undefined],
      ["GET", `rewards/program?token=${huge}`, undefined],
      ["GET", "rewards/program", undefined],
      ["GET", "tagger/reward?token=%00abcdefgh", undefined],
      ["GET", "tagger/reward?token[]=abcdefgh", undefined],
      ["GET", "tagger/reward", undefined],
      ["GET", "rewards/campaign/Eduka7%00", undefined],
    ];
    for (const [method, path, body] of bad) {
      const response = await call(ana, method, path, body);
      expect(
        response.status,
        `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toHaveProperty("error.code");
    }
  });
});
