import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, users } from "#server/db/schema.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";

/** Social login (docs/behaviour/accounts.md#social-login) against a local OAuth 2.0 server configured as the "facebook" provider. */
describe("social login", () => {
  let oauth: OAuth2Server;
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  let profile: Record<string, unknown> = {};

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate("RS256");
    await oauth.start(0, "127.0.0.1");
    const url = oauth.issuer.url ?? "";
    oauth.service.on("beforeUserinfo", (response) => {
      response.body = profile;
    });
    harness = await createAuthTestApi("pglite", {
      FACEBOOK_APP_ID: "icaro-app",
      FACEBOOK_APP_SECRET: "icaro-secret",
      OAUTH_AUTHORIZE_URL: `${url}/authorize`,
      OAUTH_TOKEN_URL: `${url}/token`,
      OAUTH_PROFILE_URL: `${url}/userinfo`,
    });
  });
  afterAll(async () => {
    await harness.close();
    await oauth.stop();
  });

  const cookiePairs = (response: Response) =>
    response.headers.getSetCookie().map((line) => line.split(";")[0]);

  /** start → the provider's dialog → back to the callback, as a browser would follow the redirects. */
  async function browserLogin(options: { tamperState?: boolean; dropCookie?: boolean } = {}) {
    const start = await harness.api.request("/api/auth/social/start?provider=facebook&locale=es");
    expect(start.status).toBe(302);
    const dialog = new URL(start.headers.get("location") ?? "");
    const stateCookie = cookiePairs(start).find((pair) => pair.startsWith("icaro_oauth_state=")) ?? "";
    const approved = await fetch(dialog, { redirect: "manual" });
    const back = new URL(approved.headers.get("location") ?? "");
    if (options.tamperState) back.searchParams.set("state", "forged-state");
    const callback = await harness.api.request(`${back.pathname}${back.search}`, {
      headers: options.dropCookie ? {} : { cookie: stateCookie },
    });
    return { dialog, back, callback };
  }

  it("sends the reader to the provider's dialog with the spec's parameters and a stored state", async () => {
    const start = await harness.api.request("/api/auth/social/start?provider=facebook");
    const dialog = new URL(start.headers.get("location") ?? "");
    expect(dialog.pathname).toBe("/authorize");
    expect(dialog.searchParams.get("response_type")).toBe("code");
    expect(dialog.searchParams.get("client_id")).toBe("icaro-app");
    expect(dialog.searchParams.get("redirect_uri")).toBe("http://icaro.test/api/auth/social/callback");
    expect(dialog.searchParams.get("scope")).toBe("public_profile,email");
    const state = dialog.searchParams.get("state") ?? "";
    expect(state).toMatch(/^[\w-]{43}$/);
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith("icaro_oauth_state=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    // Only the state's hash is kept in the cookie.
    expect(cookie).not.toContain(state);
  });

  it("creates an account from the profile, sets the session and goes to the login callback in the reader's language", async () => {
    profile = {
      sub: "fb-1001",
      email: "nora@example.com",
      name: "Nora N.",
      picture: "https://pics.example/nora.jpg",
    };
    const { callback } = await browserLogin();
    expect(callback.status).toBe(302);
    // docs/behaviour/accounts.md#auth-redirect-targets: the login callback, which moves the reader on (social-login-pages.int.test.ts).
    expect(callback.headers.get("location")).toBe("/es/accounts/user?login=1");
    const session = cookiePairs(callback).find((pair) => pair.startsWith("icaro_session=")) ?? "";
    expect(session.length).toBeGreaterThan("icaro_session=".length);
    const me = await harness.api.request("/api/auth/user", { headers: { cookie: session } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({
      email: "nora@example.com",
      name: "Nora N.",
      photo: "https://pics.example/nora.jpg",
      provider: "facebook",
    });
    const [row] = await harness.db.select().from(users).where(eq(users.email, "nora@example.com"));
    expect(row.passwordHash).toBeNull();
    expect(row.locale).toBe("es");
  });

  it("links the provider to an existing account with the same e-mail", async () => {
    const signUp = await harness.api.request("/api/v3/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "Olga@example.com", password: "olga's password" }),
    });
    const { data } = await signUp.json();
    profile = { sub: "fb-2002", email: "olga@example.com", name: "Olga" };
    const { callback } = await browserLogin();
    expect(callback.status).toBe(302);
    const linked = await harness.db.select().from(identities).where(eq(identities.subject, "fb-2002"));
    expect(linked).toHaveLength(1);
    expect(linked[0].userId).toBe(data.id);
    expect(await harness.db.select().from(users).where(eq(users.email, "olga@example.com"))).toHaveLength(0);
  });

  it("abandons the login when the state was forged or its cookie is missing", async () => {
    profile = { sub: "fb-3003", email: "pablo@example.com" };
    for (const options of [{ tamperState: true }, { dropCookie: true }]) {
      const { callback } = await browserLogin(options);
      expect(callback.status).toBe(400);
      expect((await callback.json()).error.code).toBe("invalid_state");
      expect(cookiePairs(callback).some((pair) => /^icaro_session=./.test(pair))).toBe(false);
    }
    expect(await harness.db.select().from(users).where(eq(users.email, "pablo@example.com"))).toHaveLength(0);
  });

  it("refuses a profile without e-mail", async () => {
    profile = { sub: "fb-4004", name: "No Mail" };
    const { callback } = await browserLogin();
    expect(callback.status).toBe(422);
    expect((await callback.json()).error.code).toBe("social_email_missing");
  });

  it("signs in with a provider access token (POST auth/facebook/login) and answers devise headers", async () => {
    profile = {
      id: "fb-5005",
      email: "quim@example.com",
      name: "Quim",
      picture: { data: { url: "https://pics.example/q.jpg" } },
    };
    const response = await harness.api.request("/api/v3/auth/facebook/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ accessToken: "provider-token", device_token: "device-9" }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      email: "quim@example.com",
      photo: "https://pics.example/q.jpg",
    });
    expect(response.headers.get("access-token")).toBeTruthy();
    expect(response.headers.get("token-type")).toBe("Bearer");

    oauth.service.once("beforeUserinfo", (answer) => {
      answer.statusCode = 401;
      answer.body = { error: "invalid_token" };
    });
    const refused = await harness.api.request("/api/v3/auth/facebook/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ accessToken: "expired-token" }),
    });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("invalid_token");
  });

  it("lists the provider", async () => {
    const providers = await (await harness.api.request("/api/v3/auth/providers")).json();
    expect(providers).toEqual({
      strategy: "local",
      providers: [{ name: "facebook", start: "/api/auth/social/start?provider=facebook" }],
    });
  });
});
