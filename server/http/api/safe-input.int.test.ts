import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

const KEY = "operator-key-for-the-safe-input-test";
const PASSWORD = "correct horse";

/*
 * Issue "Hold under hostile input and faults", scope 1: each of these reached the database with a
 * NUL character and failed there with a 500 ("invalid byte sequence for encoding UTF8: 0x00").
 * Now the input boundary refuses them with a 400 `invalid_text`, and nothing is written.
 */
describe.each(ENGINES)("text no column can store, on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let address = 0;
  const send = (method: string, path: string, body?: string | Blob, headers: Record<string, string> = {}) =>
    harness.api.request(path, {
      method,
      body,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${++address}`,
        ...headers,
      },
    });
  const userCount = async () => (await harness.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
  const expectInvalidText = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_text");
    expect(body.error.message).toMatch(/NUL character, invalid UTF-8 or a lone surrogate/);
  };

  beforeAll(async () => {
    harness = await createAuthTestApi(engine, {}, { operatorKeys: [KEY] });
  });
  afterAll(() => harness.close());

  it.each([
    "/api/v3/site/favorites/ac?q=%00",
    "/api/v3/leagues/2/standings?season=%00",
    "/api/v3/site/favorites/%00/content",
    "/api/v3/feed?section=news%00",
    "/api/v3/site/favorites/ac?q=%FF",
    "/api/v3/site/favorites/ac?q=%C3%28",
    "/api/v3/site/favorites/ac?q=%ED%A0%80",
    "/api/v3/site/favorites/ac?q%00=x",
    "/api/v3/profiles/teams/%FF",
  ])("GET %s → 400 invalid_text", async (path) => {
    await expectInvalidText(await send("GET", path));
  });

  it("still reads accented and emoji text in the URL", async () => {
    expect((await send("GET", "/api/v3/site/favorites/ac?q=s%C3%A3o+paulo")).status).toBe(200);
    expect((await send("GET", "/api/v3/site/favorites/ac?q=%F0%9F%98%80")).status).toBe(200);
  });

  it.each([
    ["a NUL name", { name: "\u0000" }],
    ["a NUL device token", { device_token: "\u0000" }],
    ["a lone surrogate in the name", { name: "a\uD800b" }],
    ["a NUL in a key", { "na\u0000me": "x" }],
  ])("refuses a sign-up with %s and creates no account", async (_, extra) => {
    const before = await userCount();
    const body = {
      email: `nul${address}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...extra,
    };
    await expectInvalidText(await send("POST", "/api/v3/auth", JSON.stringify(body)));
    expect(await userCount()).toBe(before);
  });

  it("refuses a sign-in with a NUL device token", async () => {
    const email = "signin-nul@example.com";
    const created = { email, password: PASSWORD, password_confirmation: PASSWORD };
    expect((await send("POST", "/api/v3/auth", JSON.stringify(created))).status).toBe(200);
    const body = { email, password: PASSWORD, device_token: "tok\u0000en" };
    await expectInvalidText(await send("POST", "/api/v3/auth/sign_in", JSON.stringify(body)));
    await expectInvalidText(
      await send("POST", "/api/auth/login", JSON.stringify({ email, password: PASSWORD, name: "\u0000" })),
    );
  });

  it("refuses a body that is not UTF-8", async () => {
    const bytes = new TextEncoder().encode(`{"email":"x@example.com","name":"caf\u00e9"}`);
    // 0xE9 alone (Latin-1 é) is not UTF-8; a lenient decoder would store U+FFFD instead.
    const latin1 = Uint8Array.from([...bytes.slice(0, -3), 0xe9, 0x22, 0x7d]);
    await expectInvalidText(await send("POST", "/api/v3/auth", new Blob([latin1])));
  });

  it("refuses a provider's score update with a NUL period", async () => {
    const response = await send(
      "POST",
      "/api/v3/sporting_events/1/update",
      JSON.stringify({ period: "4\u00005'" }),
      {
        authorization: `Bearer ${KEY}`,
      },
    );
    await expectInvalidText(response);
  });
});
