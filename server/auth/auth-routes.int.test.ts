import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentUserOperation,
  exportOperation,
  loginOperation,
  logoutOperation,
  providersOperation,
  signInOperation,
  signOutOperation,
  signUpOperation,
  validateTokenOperation,
} from "#server/auth/auth-operations.ts";
import { articleReads, authTokens, passwordResets, users } from "#server/db/schema.ts";
import type { ApiOperation } from "#server/http/api/api-operation.ts";
import { hoursAgo, insertArticle, insertPublisher } from "#server/recommend/content-fixtures.ts";
import { expectDocumentedAnswer } from "#server/testing/documented-answer.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { ENGINES } from "#server/testing/test-database.ts";

type Harness = Awaited<ReturnType<typeof createAuthTestApi>>;
type Creds = Record<"access-token" | "client" | "uid", string>;

const PASSWORD = "correct horse";
let addressCounter = 0;
/** Each test plays its own client address, so the per-address limit of one test does not reach another. */
const newAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function requester(harness: () => Harness) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    harness().api.request(path, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
}

const credsOf = (response: Response): Creds => ({
  "access-token": response.headers.get("access-token") ?? "",
  client: response.headers.get("client") ?? "",
  uid: response.headers.get("uid") ?? "",
});

/** The cookies of a Set-Cookie list as one Cookie header, and the XSRF token among them. */
function cookiesOf(response: Response) {
  const pairs = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  const xsrf = pairs.find((pair) => pair.startsWith("XSRF-TOKEN="))?.slice("XSRF-TOKEN=".length) ?? "";
  return { cookie: pairs.join("; "), xsrf };
}

describe.each(ENGINES)("accounts API on %s", (engine) => {
  let harness: Harness;
  const call = requester(() => harness);
  const signUp = async (email: string, password = PASSWORD) => {
    const response = await call(
      "POST",
      "/api/v3/auth",
      { email, password, password_confirmation: password },
      { "x-forwarded-for": newAddress() },
    );
    expect(response.status).toBe(200);
    return credsOf(response);
  };
  const userCount = async () => (await harness.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

  beforeAll(async () => {
    harness = await createAuthTestApi(engine);
  });
  afterAll(() => harness.close());

  describe("sign-up (POST auth)", () => {
    it("creates the account, answers the spec's user and devise headers, stores an argon2id hash", async () => {
      const response = await call("POST", "/api/v3/auth", {
        email: "Ana@Example.com",
        password: PASSWORD,
        device_token: "dev-1",
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.status).toBe("success");
      expect(body.data).toMatchObject({
        uid: "Ana@Example.com",
        email: "Ana@Example.com",
        provider: "email",
        context: "users",
        hasStandings: false,
        empty: false,
        associated: false,
        athelete: false,
      });
      expect(Object.keys(body.data)).toEqual(
        expect.arrayContaining([
          "id",
          "tid",
          "name",
          "commonName",
          "shortName",
          "photo",
          "api",
          "location",
          "login",
        ]),
      );
      expect(response.headers.get("token-type")).toBe("Bearer");
      expect(response.headers.get("client")).toBeTruthy();
      expect(Number(response.headers.get("expiry"))).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
      const [row] = await harness.db.select().from(users).where(eq(users.email, "Ana@Example.com"));
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [token] = await harness.db.select().from(authTokens).where(eq(authTokens.userId, row.id));
      // Only the hash is stored, never the token the client got.
      expect(token.tokenHash).not.toBe(response.headers.get("access-token"));
      expect(token.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(token.deviceToken).toBe("dev-1");
    });

    it.each([
      [{ email: "not-an-email", password: PASSWORD }, "invalid_email", "Not a valid Email"],
      [
        { email: "short@example.com", password: "1234567" },
        "password_too_short",
        "Password needs to be 8 characters or longer",
      ],
      [
        { email: "mismatch@example.com", password: PASSWORD, password_confirmation: "another one" },
        "password_mismatch",
        "Passwords do not match",
      ],
      [{ email: "ANA@example.com", password: "another password" }, "email_taken", "Account already exists"],
    ])("refuses %j with %s and creates nothing", async (body, code, message) => {
      const before = await userCount();
      const response = await call("POST", "/api/v3/auth", body, { "x-forwarded-for": newAddress() });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code, message }, errors: [message] });
      expect(await userCount()).toBe(before);
    });

    it("signs in a sign-up retried with the same e-mail and password (a lost reply), creating nothing", async () => {
      const body = { email: "retry@example.com", password: PASSWORD, password_confirmation: PASSWORD };
      const first = await call("POST", "/api/v3/auth", body, { "x-forwarded-for": newAddress() });
      expect(first.status).toBe(200);
      const before = await userCount();
      const again = await call(
        "POST",
        "/api/v3/auth",
        { ...body, email: "Retry@Example.com" },
        {
          "x-forwarded-for": newAddress(),
        },
      );
      expect(again.status).toBe(200);
      expect((await again.json()).data.email).toBe("retry@example.com");
      const creds = credsOf(again);
      expect(creds["access-token"]).not.toBe(credsOf(first)["access-token"]);
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, creds)).status).toBe(200);
      expect(await userCount()).toBe(before);
    });

    it("answers 400 for a body of the wrong shape and for malformed JSON", async () => {
      const wrong = await call("POST", "/api/v3/auth", { email: 42, password: PASSWORD });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error.code).toBe("invalid_body");
      const malformed = await call("POST", "/api/v3/auth", "{email:");
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.code).toBe("invalid_json");
    });

    it("refuses a body over 1 MB with 413 JSON", async () => {
      const huge = JSON.stringify({ email: "big@example.com", password: "x".repeat(1024 * 1024 + 10) });
      const response = await call("POST", "/api/v3/auth", huge);
      expect(response.status).toBe(413);
      expect((await response.json()).error.code).toBe("body_too_large");
    });
  });

  describe("sign-in, validate_token and sign-out", () => {
    let creds: Creds;
    beforeAll(async () => {
      await signUp("bruno@example.com");
    });

    it("signs in and the headers validate", async () => {
      const response = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: "BRUNO@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      expect(response.status).toBe(200);
      expect((await response.json()).data.email).toBe("bruno@example.com");
      creds = credsOf(response);
      const validated = await call("GET", "/api/v3/auth/validate_token", undefined, creds);
      expect(validated.status).toBe(200);
      expect(await validated.json()).toMatchObject({ success: true, data: { email: "bruno@example.com" } });
    });

    it.each([
      [
        { email: "bruno@example.com", password: "wrong password" },
        401,
        "invalid_credentials",
        "Email and Password do not match",
      ],
      [
        { email: "nobody@example.com", password: PASSWORD },
        401,
        "invalid_credentials",
        "Email and Password do not match",
      ],
      [{ email: "bruno@", password: PASSWORD }, 422, "invalid_email", "Not a valid Email"],
    ])("refuses %j", async (body, status, code, message) => {
      const response = await call("POST", "/api/v3/auth/sign_in", body, { "x-forwarded-for": newAddress() });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code, message }, errors: [message] });
      expect(response.headers.get("access-token")).toBeNull();
    });

    it("refuses tampered, foreign and expired tokens", async () => {
      const tampered = { ...creds, "access-token": `${creds["access-token"].slice(0, -2)}xx` };
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, tampered)).status).toBe(401);
      const otherClient = { ...creds, client: "someone-else" };
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, otherClient)).status).toBe(401);
      const body = await (await call("GET", "/api/v3/auth/validate_token", undefined, tampered)).json();
      expect(body.error.code).toBe("invalid_token");

      const fresh = credsOf(
        await call("POST", "/api/v3/auth/sign_in", { email: "bruno@example.com", password: PASSWORD }),
      );
      await harness.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.client, fresh.client));
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, fresh)).status).toBe(401);
    });

    it("signs out: the token stops working; without a token sign-out is a 401", async () => {
      const response = await call("DELETE", "/api/v3/auth/sign_out", { device_token: null }, creds);
      expect(response.status).toBe(200);
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, creds)).status).toBe(401);
      const anonymous = await call("DELETE", "/api/v3/auth/sign_out");
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe("unauthorized");
    });

    it("keeps at most 10 clients per user, dropping the least recently used", async () => {
      const email = "many@example.com";
      const first = await signUp(email);
      for (let i = 0; i < 10; i++) {
        const response = await call(
          "POST",
          "/api/v3/auth/sign_in",
          { email, password: PASSWORD },
          { "x-forwarded-for": newAddress() },
        );
        expect(response.status).toBe(200);
      }
      const [user] = await harness.db.select().from(users).where(eq(users.email, email));
      const tokens = await harness.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(tokens).toHaveLength(10);
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, first)).status).toBe(401);
    });
  });

  describe("another user's token never reaches someone else's data", () => {
    it("answers each user with their own data only", async () => {
      const carla = await signUp("carla@example.com");
      const dario = await signUp("dario@example.com");
      // Carla's token with Dario's uid: refused, not Dario's account.
      const mixed = { ...carla, uid: dario.uid };
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, mixed)).status).toBe(401);
      expect((await call("GET", "/api/v3/auth/export", undefined, mixed)).status).toBe(401);
      expect((await call("DELETE", "/api/v3/auth", {}, mixed)).status).toBe(401);
      const carlaExport = await (await call("GET", "/api/v3/auth/export", undefined, carla)).json();
      expect(carlaExport.user.email).toBe("carla@example.com");
      expect(JSON.stringify(carlaExport)).not.toContain("dario@example.com");
      // Dario's account is untouched.
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, dario)).status).toBe(200);
    });
  });

  describe("local strategy and the session cookie", () => {
    beforeAll(async () => {
      await signUp("elena@example.com");
    });
    const login = () =>
      call(
        "POST",
        "/api/auth/login",
        { email: "elena@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );

    it("returns a token usable as Bearer and sets the HttpOnly session and XSRF cookies", async () => {
      const response = await login();
      expect(response.status).toBe(200);
      const { token } = await response.json();
      expect(token).toMatch(/^[\w-]{43}$/);
      const setCookies = response.headers.getSetCookie();
      expect(setCookies.find((c) => c.startsWith("icaro_session="))).toMatch(/HttpOnly; SameSite=Lax/);
      expect(setCookies.find((c) => c.startsWith("XSRF-TOKEN="))).not.toMatch(/HttpOnly/);
      const user = await call("GET", "/api/auth/user", undefined, { authorization: `Bearer ${token}` });
      expect(user.status).toBe(200);
      expect((await user.json()).user.email).toBe("elena@example.com");
      const { cookie } = cookiesOf(response);
      const byCookie = await call("GET", "/api/auth/user", undefined, { cookie });
      expect((await byCookie.json()).user.email).toBe("elena@example.com");
      expect((await call("GET", "/api/auth/user")).status).toBe(401);
      expect(
        (await call("GET", "/api/auth/user", undefined, { authorization: "Bearer forged-token" })).status,
      ).toBe(401);
    });

    it("refuses cookie-authenticated writes without the matching X-XSRF-TOKEN", async () => {
      const { cookie, xsrf } = cookiesOf(await login());
      const missing = await call("POST", "/api/auth/logout", undefined, { cookie });
      expect(missing.status).toBe(403);
      expect((await missing.json()).error.code).toBe("xsrf_mismatch");
      const wrong = await call("POST", "/api/auth/logout", undefined, {
        cookie: `${cookie}`.replace(xsrf, "planted"),
        "x-xsrf-token": "planted",
      });
      expect(wrong.status).toBe(403);
      // Removal by cookie alone is refused too: the account stays.
      const removal = await call("DELETE", "/api/v3/auth", {}, { cookie });
      expect(removal.status).toBe(403);
      expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(200);
      const ok = await call("POST", "/api/auth/logout", undefined, { cookie, "x-xsrf-token": xsrf });
      expect(ok.status).toBe(200);
      expect(ok.headers.getSetCookie().some((c) => /^icaro_session=;.*Max-Age=0/.test(c))).toBe(true);
      expect((await call("GET", "/api/auth/user", undefined, { cookie })).status).toBe(401);
    });

    it("logs out a Bearer client without XSRF (it sends its credential on purpose)", async () => {
      const { token } = await (await login()).json();
      const authorization = `Bearer ${token}`;
      expect((await call("POST", "/api/auth/logout", undefined, { authorization })).status).toBe(200);
      expect((await call("GET", "/api/auth/user", undefined, { authorization })).status).toBe(401);
    });
  });

  describe("password reset (POST and PUT auth/password)", () => {
    const email = "fabio@example.com";
    let oldCreds: Creds;
    beforeAll(async () => {
      oldCreds = await signUp(email);
    });
    const lastLink = () => {
      const text = harness.mail.at(-1)?.text ?? "";
      return new URL(text.match(/https?:\/\/\S+/)?.[0] ?? "http://none/");
    };

    it("refuses an unknown e-mail (404), a malformed one, and redirects to other hosts", async () => {
      const unknown = await call(
        "POST",
        "/api/v3/auth/password",
        { email: "ghost@example.com" },
        { "x-forwarded-for": newAddress() },
      );
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toMatchObject({
        code: "email_not_found",
        message: "Email not found",
      });
      const malformed = await call(
        "POST",
        "/api/v3/auth/password",
        { email: "ghost" },
        { "x-forwarded-for": newAddress() },
      );
      expect(malformed.status).toBe(422);
      for (const redirect_url of [
        "https://evil.example/steal",
        "//evil.example/x",
        "javascript:alert(1)",
        "http://user:pw@icaro.test/",
      ]) {
        const sentBefore = harness.mail.length;
        const response = await call(
          "POST",
          "/api/v3/auth/password",
          { email, redirect_url },
          { "x-forwarded-for": newAddress() },
        );
        expect(response.status).toBe(422);
        expect((await response.json()).error.code).toBe("invalid_redirect");
        expect(harness.mail.length).toBe(sentBefore);
      }
    });

    it("mails a link in the reader's language to the locale's reset page", async () => {
      const response = await call(
        "POST",
        "/api/v3/auth/password",
        { email, locale: "es" },
        { "x-forwarded-for": newAddress() },
      );
      expect(response.status).toBe(200);
      const message = harness.mail.at(-1);
      expect(message?.to).toBe(email);
      expect(message?.subject).toBe("Restablece tu contraseña de Icaro");
      expect(message?.html).toContain('<a href="http://icaro.test/es/accounts/user/reset_password?token=');
      const link = lastLink();
      expect(link.origin + link.pathname).toBe("http://icaro.test/es/accounts/user/reset_password");
      expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
      const allowed = await call(
        "POST",
        "/api/v3/auth/password",
        { email, redirect_url: "/accounts/user/reset_password" },
        { "accept-language": "pt-BR,pt;q=0.9", "x-forwarded-for": newAddress() },
      );
      expect(allowed.status).toBe(200);
      expect(harness.mail.at(-1)?.subject).toBe("Redefina a sua senha do Icaro");
      expect(lastLink().pathname).toBe("/accounts/user/reset_password");
    });

    it("sets the new password once; used, tampered and expired tokens are refused", async () => {
      await call("POST", "/api/v3/auth/password", { email }, { "x-forwarded-for": newAddress() });
      const token = lastLink().searchParams.get("token") ?? "";
      const mismatch = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: token,
        password: "new password 1",
        password_confirmation: "other",
      });
      expect(mismatch.status).toBe(422);
      expect((await mismatch.json()).error.code).toBe("password_mismatch");
      const short = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: token,
        password: "short",
      });
      expect((await short.json()).error.code).toBe("password_too_short");

      const reset = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: token,
        password: "new password 1",
        password_confirmation: "new password 1",
      });
      expect(reset.status).toBe(200);
      expect(credsOf(reset)["access-token"]).toBeTruthy();
      // Other clients are signed out; the old password no longer works, the new one does.
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, oldCreds)).status).toBe(401);
      expect(
        (
          await call(
            "POST",
            "/api/v3/auth/sign_in",
            { email, password: PASSWORD },
            { "x-forwarded-for": newAddress() },
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await call(
            "POST",
            "/api/v3/auth/sign_in",
            { email, password: "new password 1" },
            { "x-forwarded-for": newAddress() },
          )
        ).status,
      ).toBe(200);

      const reused = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: token,
        password: "new password 2",
      });
      expect(reused.status).toBe(401);
      expect((await reused.json()).error.code).toBe("expired_token");
      const tampered = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: `${token}x`,
        password: "new password 2",
      });
      expect((await tampered.json()).error.code).toBe("invalid_token");

      await call("POST", "/api/v3/auth/password", { email }, { "x-forwarded-for": newAddress() });
      const late = lastLink().searchParams.get("token") ?? "";
      await harness.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`used_at is null`);
      const expired = await call("PUT", "/api/v3/auth/password", {
        reset_password_token: late,
        password: "new password 3",
      });
      expect(expired.status).toBe(401);
      expect((await expired.json()).error.code).toBe("expired_token");
    });
  });

  describe("removal and export", () => {
    it("exports what is stored, without secrets", async () => {
      const creds = await signUp("gala@example.com");
      const response = await call("GET", "/api/v3/auth/export", undefined, creds);
      expect(response.status).toBe(200);
      const data = await response.json();
      expect(data.user).toMatchObject({ email: "gala@example.com", locale: "en" });
      expect(data.sessions).toHaveLength(1);
      const text = JSON.stringify(data);
      expect(text).not.toContain("$argon2id");
      expect(text).not.toContain(creds["access-token"]);
      expect(text).not.toMatch(/token_?hash/i);
    });

    it("deletes the user, their tokens, resets and reads in one go", async () => {
      const creds = await signUp("hugo@example.com");
      const [user] = await harness.db.select().from(users).where(eq(users.email, "hugo@example.com"));
      const article = await insertArticle(harness.db, await insertPublisher(harness.db), {
        name: "Read",
        publishDate: hoursAgo(1),
      });
      await harness.db.insert(articleReads).values([
        { articleId: article, psid: "p", userId: user.tid, siteId: 763 },
        { articleId: article, psid: "q", userId: "someone-else", siteId: 763 },
      ]);
      const exported = await (await call("GET", "/api/v3/auth/export", undefined, creds)).json();
      expect(exported.article_reads).toHaveLength(1);
      await call(
        "POST",
        "/api/v3/auth/password",
        { email: "hugo@example.com" },
        { "x-forwarded-for": newAddress() },
      );
      const response = await call("DELETE", "/api/v3/auth", { device_token: null }, creds);
      expect(response.status).toBe(200);
      expect(await harness.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
      expect(await harness.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toHaveLength(
        0,
      );
      expect(
        await harness.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
      ).toHaveLength(0);
      expect(
        await harness.db.select().from(articleReads).where(eq(articleReads.userId, user.tid)),
      ).toHaveLength(0);
      // Another reader's reads stay.
      expect(
        await harness.db.select().from(articleReads).where(eq(articleReads.userId, "someone-else")),
      ).toHaveLength(1);
      expect((await call("GET", "/api/v3/auth/validate_token", undefined, creds)).status).toBe(401);
      expect(
        (
          await call(
            "POST",
            "/api/v3/auth/sign_in",
            { email: "hugo@example.com", password: PASSWORD },
            { "x-forwarded-for": newAddress() },
          )
        ).status,
      ).toBe(401);
      expect((await call("DELETE", "/api/v3/auth", {})).status).toBe(401);
    });
  });

  describe("attempt limits", () => {
    it("delays an account after five failures from anywhere, but a device that signed in before still signs in", async () => {
      await signUp("ines@example.com");
      const first = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: "ines@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      expect(first.status).toBe(200);
      const device = first.headers.getSetCookie().find((line) => line.startsWith("icaro_device="));
      expect(device).toMatch(/HttpOnly/i);
      const deviceCookie = (device ?? "").split(";")[0];
      // A stranger, from many addresses, types wrong passwords.
      for (let i = 0; i < 5; i++) {
        const response = await call(
          "POST",
          "/api/v3/auth/sign_in",
          { email: "ines@example.com", password: `wrong ${i}` },
          { "x-forwarded-for": newAddress() },
        );
        expect(response.status).toBe(401);
      }
      const delayed = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: "ines@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      expect(delayed.status).toBe(429);
      expect(Number(delayed.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(delayed.headers.get("retry-after"))).toBeLessThanOrEqual(900);
      expect((await delayed.json()).error.code).toBe("too_many_attempts");
      // Ines, on the phone she signed in from before, is not locked out by the stranger.
      const known = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: "ines@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress(), cookie: deviceCookie },
      );
      expect(known.status).toBe(200);
      const local = await call(
        "POST",
        "/api/auth/login",
        { email: "ines@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress(), cookie: deviceCookie },
      );
      expect(local.status).toBe(200);
    });

    it("counts a sign-up for a taken e-mail as a sign-in try: its failures delay sign-in, and it is delayed with it", async () => {
      await signUp("kai@example.com");
      const signUpAs = (password: string, headers: Record<string, string> = {}) =>
        call(
          "POST",
          "/api/v3/auth",
          { email: "Kai@Example.com", password, password_confirmation: password },
          { "x-forwarded-for": newAddress(), ...headers },
        );
      const signInAs = (password: string, headers: Record<string, string> = {}) =>
        call(
          "POST",
          "/api/v3/auth/sign_in",
          { email: "kai@example.com", password },
          { "x-forwarded-for": newAddress(), ...headers },
        );
      // A device Kai signed in from before (its cookie) keeps its own allowance, through either door.
      const first = await signInAs(PASSWORD);
      expect(first.status).toBe(200);
      const device = (
        first.headers.getSetCookie().find((line) => line.startsWith("icaro_device=")) ?? ""
      ).split(";")[0];
      expect(device).toMatch(/^icaro_device=/);
      // A stranger guesses through the sign-up door, from many addresses: each a failed sign-in.
      for (let i = 0; i < 5; i++) {
        const guess = await signUpAs(`wrong password ${i}`);
        expect(guess.status).toBe(422);
        expect((await guess.json()).error.code).toBe("email_taken");
      }
      const signInRefused = await signInAs(PASSWORD);
      expect(signInRefused.status).toBe(429);
      const signInError = (await signInRefused.json()).error;
      expect(signInError.code).toBe("too_many_attempts");
      // The right password through sign-up is refused the same way, not signed in.
      const signUpRefused = await signUpAs(PASSWORD);
      expect(signUpRefused.status).toBe(429);
      expect(Number(signUpRefused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(signUpRefused.headers.get("access-token")).toBeNull();
      const signUpError = (await signUpRefused.json()).error;
      expect(signUpError.code).toBe("too_many_attempts");
      expect(signUpError.message).toMatch(/try again in \d+ minutes/);
      expect((await signUpAs(`wrong password 5`)).status).toBe(429);
      expect((await signUpAs(PASSWORD, { cookie: device })).status).toBe(200);
      expect((await signInAs(PASSWORD, { cookie: device })).status).toBe(200);
    });

    it("refuses a sign-up for a taken e-mail while its sign-ins are delayed", async () => {
      await signUp("lea@example.com");
      for (let i = 0; i < 5; i++) {
        const response = await call(
          "POST",
          "/api/v3/auth/sign_in",
          { email: "lea@example.com", password: `wrong ${i}` },
          { "x-forwarded-for": newAddress() },
        );
        expect(response.status).toBe(401);
      }
      const refused = await call(
        "POST",
        "/api/v3/auth",
        { email: "lea@example.com", password: PASSWORD, password_confirmation: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe("too_many_attempts");
    });

    it("refuses an address spraying many accounts at its ceiling, whatever it writes in X-Forwarded-For", async () => {
      // Behind one trusted proxy, the proxy appends the address it saw (203.0.113.250); the client
      // writes what it likes in front of it, a new value on every try.
      const spray = (i: number, path = "/api/v3/auth/sign_in") =>
        call(
          "POST",
          path,
          { email: `spray${i}@example.com`, password: "wrong password" },
          { "x-forwarded-for": `10.${i % 250}.${i % 7}.1, 203.0.113.250` },
        );
      for (let i = 0; i < 100; i++) expect((await spray(i)).status).toBe(401);
      const refused = await spray(100);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe("too_many_attempts");
      // Sign-up from that address is refused too; another address is not.
      expect((await spray(101, "/api/v3/auth")).status).toBe(429);
      expect(
        (
          await call(
            "POST",
            "/api/v3/auth",
            { email: "new@example.com", password: PASSWORD },
            { "x-forwarded-for": newAddress() },
          )
        ).status,
      ).toBe(200);
    });

    it("spaces reset e-mails for an account after ten, without delaying its sign-in", async () => {
      await signUp("jon@example.com");
      for (let i = 0; i < 10; i++) {
        expect(
          (
            await call(
              "POST",
              "/api/v3/auth/password",
              { email: "jon@example.com" },
              { "x-forwarded-for": newAddress() },
            )
          ).status,
        ).toBe(200);
      }
      const limited = await call(
        "POST",
        "/api/v3/auth/password",
        { email: "jon@example.com" },
        { "x-forwarded-for": newAddress() },
      );
      expect(limited.status).toBe(429);
      const signIn = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: "jon@example.com", password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      expect(signIn.status).toBe(200);
    });
  });

  describe("providers", () => {
    it("lists no social provider when none is configured, and refuses its login", async () => {
      expect(await (await call("GET", "/api/v3/auth/providers")).json()).toEqual({
        strategy: "local",
        providers: [],
      });
      const response = await call("POST", "/api/v3/auth/facebook/login", { accessToken: "x" });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("provider_not_configured");
    });
  });

  describe("answers as documented", () => {
    const SIGNED = "documented@example.com";
    let creds: Creds;
    let bearer: string;
    beforeAll(async () => {
      await signUp(SIGNED);
      const signIn = await call(
        "POST",
        "/api/v3/auth/sign_in",
        { email: SIGNED, password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      creds = credsOf(signIn);
      const login = await call(
        "POST",
        "/api/auth/login",
        { email: SIGNED, password: PASSWORD },
        { "x-forwarded-for": newAddress() },
      );
      bearer = (await login.json()).token;
    });
    const expectAnswer = async (op: ApiOperation, status: number, response: Response | Promise<Response>) => {
      const answer = await response;
      expect(answer.status).toBe(status);
      expectDocumentedAnswer(op, status, await answer.json());
    };

    it("sign-up and sign-in", async () => {
      const address = { "x-forwarded-for": newAddress() };
      const body = { email: "documented-new@example.com", password: PASSWORD };
      await expectAnswer(signUpOperation, 200, call("POST", "/api/v3/auth", body, address));
      await expectAnswer(signInOperation, 200, call("POST", "/api/v3/auth/sign_in", body, address));
      await expectAnswer(loginOperation, 200, call("POST", "/api/auth/login", body, address));
    });

    it("sign-in errors, in the accounts form and in the JSON reader's", async () => {
      const address = { "x-forwarded-for": newAddress() };
      const sign = (body: unknown) => call("POST", "/api/v3/auth/sign_in", body, address);
      await expectAnswer(signInOperation, 401, sign({ email: SIGNED, password: "wrong password" }));
      await expectAnswer(signInOperation, 422, sign({ email: "not-an-email", password: PASSWORD }));
      await expectAnswer(signInOperation, 400, sign({ email: 42 }));
      await expectAnswer(signInOperation, 400, sign("{email:"));
      await expectAnswer(signUpOperation, 422, call("POST", "/api/v3/auth", { email: "x" }, address));
    });

    it("the signed-in user", async () => {
      await expectAnswer(
        currentUserOperation,
        200,
        call("GET", "/api/auth/user", undefined, { authorization: `Bearer ${bearer}` }),
      );
      await expectAnswer(currentUserOperation, 401, call("GET", "/api/auth/user"));
      await expectAnswer(
        validateTokenOperation,
        200,
        call("GET", "/api/v3/auth/validate_token", undefined, creds),
      );
      await expectAnswer(validateTokenOperation, 401, call("GET", "/api/v3/auth/validate_token"));
      await expectAnswer(exportOperation, 200, call("GET", "/api/v3/auth/export", undefined, creds));
      await expectAnswer(providersOperation, 200, call("GET", "/api/v3/auth/providers"));
    });

    it("sign-out and logout", async () => {
      await expectAnswer(signOutOperation, 401, call("DELETE", "/api/v3/auth/sign_out"));
      await expectAnswer(signOutOperation, 200, call("DELETE", "/api/v3/auth/sign_out", undefined, creds));
      await expectAnswer(
        logoutOperation,
        200,
        call("POST", "/api/auth/logout", undefined, { authorization: `Bearer ${bearer}` }),
      );
    });
  });
});

describe("token rotation (ICARO_TOKEN_ROTATION=on)", () => {
  let harness: Harness;
  const call = requester(() => harness);
  beforeAll(async () => {
    harness = await createAuthTestApi("pglite", { ICARO_TOKEN_ROTATION: "on" });
  });
  afterAll(() => harness.close());

  it("hands out a new token per request, keeps the old one for the 5 s batch buffer, then refuses it", async () => {
    const signed = await call("POST", "/api/v3/auth", { email: "kim@example.com", password: PASSWORD });
    const first = credsOf(signed);
    const answer = await call("GET", "/api/v3/auth/validate_token", undefined, first);
    expect(answer.status).toBe(200);
    const second = credsOf(answer);
    expect(second["access-token"]).toBeTruthy();
    expect(second["access-token"]).not.toBe(first["access-token"]);
    // A parallel request of the same batch, sent with the first token, is still accepted.
    const batch = await call("GET", "/api/v3/auth/validate_token", undefined, first);
    expect(batch.status).toBe(200);
    // Once the buffer has passed, the first token is refused and the second works.
    await harness.db
      .update(authTokens)
      .set({ rotatedAt: new Date(Date.now() - 6000) })
      .where(eq(authTokens.client, first.client));
    expect((await call("GET", "/api/v3/auth/validate_token", undefined, first)).status).toBe(401);
    expect((await call("GET", "/api/v3/auth/validate_token", undefined, second)).status).toBe(200);
  });
});
