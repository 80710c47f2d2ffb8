import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, rewardClaims, rewardFulfilments } from "#server/db/schema.ts";
import { icaro, tempDirs } from "#server/testing/icaro-command.ts";
import { OWNING_SERVER_KEY, type OwningServer, startOwningServer } from "#server/testing/owning-server.ts";
import { seedDataDir } from "#server/testing/pglite-template.ts";

const dirs = tempDirs("icaro-rewards-cli-");
afterAll(dirs.removeAll);

const ENDS = "2027-12-31T23:59:59Z";
const ADD = [
  "campaigns",
  "add",
  "up_december",
  "--starts",
  "2026-01-01T00:00:00Z",
  "--ends",
  ENDS,
  "--daily-limit",
  "100",
  "--landing",
  "Eduka7",
  "--title-en",
  "Read and earn",
  "--text-en",
  "Read three stories.",
  "--title-pt",
  "Leia e ganhe",
];

// Each run starts a process and PGlite: seconds each, so the refusals share one data directory.
describe("icaro campaigns and rewards on their own database", { timeout: 240_000 }, () => {
  const dataDir = dirs.make();
  beforeAll(() => seedDataDir(dataDir));

  it("adds, lists and ends campaigns", async () => {
    expect(await icaro(dataDir, ...ADD)).toMatchObject({
      code: 0,
      stdout:
        "added campaign up_december: 50 MB for 3 articles, 2026-01-01T00:00:00.000Z to 2027-12-31T23:59:59.000Z, landing Eduka7\n",
      stderr: "",
    });
    const shared = await icaro(
      dataDir,
      "campaigns",
      "add",
      "gift_shared2",
      "--ends",
      ENDS,
      "--megabytes",
      "100",
      "--per-reader",
      "2",
      "--click-secret",
      "carriers-long-click-secret",
      "--json",
    );
    expect(shared.code).toBe(0);
    expect(JSON.parse(shared.stdout)).toMatchObject({
      code: "gift_shared2",
      conditions: { articles: 1, shares: 2, registration: 0 },
      megabytes: 100,
      per_reader: 2,
      token_hours: 72,
      click_secret: true,
      active: true,
      claims: { total: 0, today: 0, pending: 0 },
    });
    const listed = await icaro(dataDir, "campaigns", "list");
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^code +state +MB +conditions +daily +total +per reader +claims +today +pending +landing +ends$/,
    );
    expect(lines.slice(1).map((line) => line.split(/ {2,}/).slice(0, 4))).toEqual([
      ["gift_shared2", "running", "100", "1 article + 2 shares"],
      ["up_december", "running", "50", "3 articles"],
    ]);
    expect(await icaro(dataDir, "campaigns", "end", "up_december")).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^ended campaign up_december: 50 MB for 3 articles/),
    });
    expect(await icaro(dataDir, "campaigns", "end", "up_december")).toMatchObject({
      code: 1,
      stderr: 'error: the campaign "up_december" has already ended\n',
    });
    expect(await icaro(dataDir, "rewards", "pending")).toMatchObject({
      code: 0,
      stdout: "no pending claims\n",
    });
    expect(await icaro(dataDir, "rewards", "fulfil", "12")).toMatchObject({
      code: 1,
      stderr: "error: there is no claim 12\n",
    });
  });

  it.each([
    [
      "a code in use",
      [...ADD.slice(0, 3), "--ends", ENDS],
      /^error: there is already a campaign "up_december"/,
    ],
    ["a missing end", ["campaigns", "add", "x_code"], /^error: --ends is required/],
    [
      "an end before the start",
      ["campaigns", "add", "x_code", "--starts", "2027-01-02T00:00Z", "--ends", "2027-01-01T00:00Z"],
      /--ends must be after --starts/,
    ],
    [
      "a malformed code",
      ["campaigns", "add", "up december", "--ends", ENDS],
      /campaign code must be 1 to 64/,
    ],
    [
      "an unknown landing page",
      ["campaigns", "add", "x_code", "--ends", ENDS, "--landing", "home"],
      /--landing must be one of Eduka7/,
    ],
    [
      "a text without its title",
      ["campaigns", "add", "x_code", "--ends", ENDS, "--text-es", "Hola"],
      /--title-es is required/,
    ],
    [
      "a zero limit",
      ["campaigns", "add", "x_code", "--ends", ENDS, "--daily-limit", "0"],
      /--daily-limit must be at least 1/,
    ],
    [
      "a short click secret",
      ["campaigns", "add", "x_code", "--ends", ENDS, "--click-secret", "short"],
      /--click-secret must be at least 16/,
    ],
    [
      "a control character in a title",
      ["campaigns", "add", "x_code", "--ends", ENDS, "--title-en", "A\u0007B"],
      /control characters/,
    ],
    ["a bad claim id", ["rewards", "fulfil", "abc"], /the claim id must be a whole number/],
  ])("refuses %s in one line", async (_, args, message) => {
    const result = await icaro(dataDir, ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split("\n").filter(Boolean)).toHaveLength(1);
  });

  it("answers a mistyped command with its usage", async () => {
    const usage = await icaro(dataDir, "campaigns", "remove", "x");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^error: unknown campaigns command "remove"\nrun `icaro --help`/);
    expect((await icaro(dataDir, "rewards", "pending", "--colour")).code).toBe(2);
  });
});

describe("icaro campaigns and rewards while a server owns the data directory", { timeout: 180_000 }, () => {
  const dataDir = dirs.make();
  let server: OwningServer;

  beforeAll(async () => {
    server = await startOwningServer(dataDir);
  });
  afterAll(() => server.close());

  it("hands the commands to the server: a reader's claim is listed with its calls and fulfilled by hand", async () => {
    const added = await icaro(dataDir, "campaigns", "add", "open_gift", "--articles", "0", "--ends", ENDS);
    expect(added).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^added campaign open_gift: 50 MB for 0 articles/),
    });
    // The server's database holds it: the command did not open its own.
    expect(await server.handle.db.select().from(campaigns)).toHaveLength(1);

    const psid = "3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a";
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api/v3/${path}`, {
        method,
        headers: { psid, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect(
      (await api("POST", "rewards/program", { token: "gift-token-1", campaign: "open_gift" })).status,
    ).toBe(200);
    expect((await api("GET", "tagger/reward?token=gift-token-1")).status).toBe(200);
    const [claim] = await server.handle.db.select().from(rewardClaims);
    await server.handle.db
      .insert(rewardFulfilments)
      .values({ claimId: claim.id, attempt: 1, httpStatus: 503, ok: false, error: "HTTP 503" });

    const pending = await icaro(dataDir, "rewards", "pending", "--json");
    expect(pending.code).toBe(0);
    expect(JSON.parse(pending.stdout)).toEqual([
      {
        id: claim.id,
        campaign: "open_gift",
        reader: `psid:${psid}`,
        megabytes: 50,
        status: "pending",
        claimed_at: claim.claimedAt.toISOString(),
        idempotency_key: claim.idempotencyKey,
        calls: [{ attempt: 1, http_status: 503, ok: false, error: "HTTP 503", at: expect.any(String) }],
      },
    ]);
    const table = await icaro(dataDir, "rewards", "pending");
    expect(table.stdout.split("\n")[0]).toMatch(/^claim +campaign +MB +reader +claimed +calls +last call$/);
    expect(table.stdout.split("\n")[1]).toMatch(
      new RegExp(`^${claim.id} +open_gift +50 +psid:${psid} .* 1 +503$`),
    );

    expect(await icaro(dataDir, "rewards", "fulfil", String(claim.id))).toMatchObject({
      code: 0,
      stdout: `claim ${claim.id} fulfilled by the operator (50 MB, psid:${psid})\n`,
    });
    expect(await icaro(dataDir, "rewards", "fulfil", String(claim.id))).toMatchObject({
      code: 1,
      stderr: `error: claim ${claim.id} is already fulfilled\n`,
    });
    expect((await icaro(dataDir, "rewards", "pending")).stdout).toBe("no pending claims\n");
    const listed = JSON.parse((await icaro(dataDir, "campaigns", "list", "--json")).stdout);
    expect(listed[0].claims).toEqual({ total: 1, today: 1, pending: 0 });
    // The operator endpoints refuse hostile input with a 4xx, never a 500, and write nothing.
    const operator = (path: string, query: Record<string, string>, key = OWNING_SERVER_KEY) =>
      fetch(`${server.url}/api/operator/${path}?${new URLSearchParams(query)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
      });
    const hostile: [string, Record<string, string>][] = [
      ["campaigns/add", { code: "nul\u0000code", ends: ENDS }],
      ["campaigns/add", { code: "x".repeat(10_000), ends: ENDS }],
      ["campaigns/add", { code: "ok_code", ends: ENDS, megabytes: "1e9" }],
      ["campaigns/add", { code: "ok_code", ends: ENDS, title_en: "T", text_en: "\u0000" }],
      ["campaigns/add", { code: "ok_code", ends: ENDS, picture_en: "javascript:alert(1)", title_en: "T" }],
      ["campaigns/add", { code: "ok_code", ends: ENDS, unknown: "1" }],
      ["campaigns/end", { code: "" }],
      ["rewards/fulfil", { claim: "-1" }],
      ["rewards/fulfil", { claim: "99999999999" }],
    ];
    for (const [path, query] of hostile) {
      const response = await operator(path, query);
      expect(response.status, `${path} ${JSON.stringify(query).slice(0, 80)}`).toBe(400);
    }
    expect((await operator("campaigns/list", {}, "not-the-key")).status).toBe(401);
    expect(await server.handle.db.select().from(campaigns)).toHaveLength(1);

    expect(await icaro(dataDir, "campaigns", "end", "nobody")).toMatchObject({
      code: 1,
      stderr: 'error: there is no campaign "nobody"\n',
    });
  });
});
