import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader } from "#server/testing/cookie-jar.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

/**
 * Social login as a browser goes through it, against the whole app (pages and API) and a local
 * OAuth 2.0 server as the provider: from the sign-in page's button through the provider's dialog
 * back to the callback, then the login callback `/accounts/user?login=1` (docs/behaviour/accounts.md#auth-redirect-targets), which moves the
 * reader on as the e-mail sign-in does; a failure lands on the login form with docs/behaviour/accounts.md#login-texts text.
 */
describe.each(ENGINES)("social login in the browser on %s", (engine) => {
  let oauth: OAuth2Server;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let profile: Record<string, unknown> = {};
  let counter = 0;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate("RS256");
    await oauth.start(0, "127.0.0.1");
    const url = oauth.issuer.url ?? "";
    oauth.service.on("beforeUserinfo", (response) => {
      response.body = profile;
    });
    harness = await createTestApp(engine, {
      demo: false,
      env: {
        PUBLIC_URL: "http://icaro.test",
        ICARO_TRUST_PROXY: "on",
        FACEBOOK_APP_ID: "icaro-app",
        FACEBOOK_APP_SECRET: "icaro-secret",
        OAUTH_AUTHORIZE_URL: `${url}/authorize`,
        OAUTH_TOKEN_URL: `${url}/token`,
        OAUTH_PROFILE_URL: `${url}/userinfo`,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await oauth?.stop();
  });

  /** A browser's navigation: it asks for HTML and sends its cookies. */
  const navigate = (url: string, cookie = "") =>
    harness.app.request(url, {
      headers: {
        accept: "text/html,application/xhtml+xml",
        "sec-fetch-mode": "navigate",
        "x-forwarded-for": `198.18.0.${++counter}`,
        ...(cookie ? { cookie } : {}),
      },
    });

  /** The social button's address on a sign-in page (HTML-escaped in its href). */
  async function socialButton(page: string): Promise<string> {
    const response = await navigate(page);
    expect(response.status).toBe(200);
    const href = (await response.text()).match(/href="([^"]*\/api\/auth\/social\/start[^"]*)"/)?.[1];
    expect(href).toBeTruthy();
    return (href ?? "").replaceAll("&amp;", "&");
  }

  /**
   * The button → the provider's dialog → back to the callback, following redirects as a browser
   * does. `provider` may change the dialog's answer (the reader refusing, for one).
   */
  async function throughProvider(
    page: string,
    options: { provider?: (back: URL) => void; cookie?: string; dropStateCookie?: boolean } = {},
  ) {
    const start = await navigate(await socialButton(page), options.cookie);
    expect(start.status).toBe(302);
    const stateCookie = cookieHeader(start);
    const approved = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(approved.headers.get("location") ?? "");
    options.provider?.(back);
    const jar = options.dropStateCookie ? (options.cookie ?? "") : cookieHeader(start, options.cookie);
    const callback = await navigate(`${back.pathname}${back.search}`, jar);
    return { callback, stateCookie, back };
  }

  const sessionOf = (response: Response) =>
    response.headers.getSetCookie().find((line) => /^icaro_session=[^;]/.test(line));

  it("returns through the login callback of the reader's language to the page they came for", async () => {
    profile = { sub: "fb-web-1", email: "lia@example.com", name: "Lia" };
    const wanted = "/accounts/user/signedin/profile";
    const { callback } = await throughProvider(`/es/accounts/user?redirect=${encodeURIComponent(wanted)}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(
      `/es/accounts/user?login=1&redirect=${encodeURIComponent(wanted)}`,
    );
    expect(sessionOf(callback)).toBeTruthy();
    const cookie = cookieHeader(callback);

    // The login callback moves the signed-in reader on to the remembered page, in Spanish.
    const moved = await navigate(callback.headers.get("location") ?? "", cookie);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/es${wanted}`);
    const profilePage = await navigate(`/es${wanted}`, cookie);
    expect(profilePage.status).toBe(200);
    expect(await profilePage.text()).toContain("lia@example.com");
  });

  it("without a remembered page, goes on to the home page as the e-mail sign-in does", async () => {
    profile = { sub: "fb-web-2", email: "rita@example.com" };
    const { callback } = await throughProvider("/pt/accounts/user");
    expect(callback.headers.get("location")).toBe("/pt/accounts/user?login=1");
    const moved = await navigate("/pt/accounts/user?login=1", cookieHeader(callback));
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/pt");

    // An unsafe page smuggled into the start is not remembered.
    profile = { sub: "fb-web-3", email: "tom@example.com" };
    const start = await navigate("/api/auth/social/start?provider=facebook&redirect=//evil.example/x");
    const approved = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(approved.headers.get("location") ?? "");
    const callback2 = await navigate(`${back.pathname}${back.search}`, cookieHeader(start));
    expect(callback2.headers.get("location")).toBe("/accounts/user?login=1");
    const home = await navigate("/accounts/user?login=1", cookieHeader(callback2));
    expect(home.headers.get("location")).toBe("/");
  });

  /** The login form after a failed social login: its language, its error, no session. */
  async function expectLoginError(callback: Response, page: string, text: string) {
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(page);
    expect(sessionOf(callback)).toBeUndefined();
    // The state is used once, whatever the outcome.
    expect(
      callback.headers.getSetCookie().some((line) => /^icaro_oauth_state=;.*max-age=0/i.test(line)),
    ).toBe(true);
    const form = await navigate(page);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toMatch(new RegExp(`role="alert"><p>${text}</p>`));
    expect(html).toContain('name="password"');
  }

  it("lands a refused, forged or failed social login on the login form with the sign-in error", async () => {
    // The reader refused at the provider (the dialog answers error=access_denied).
    const refused = await throughProvider("/pt/accounts/user?redirect=%2Freadlater", {
      provider: (back) => {
        back.searchParams.delete("code");
        back.searchParams.set("error", "access_denied");
      },
    });
    await expectLoginError(
      refused.callback,
      "/pt/accounts/user?social=failed&redirect=%2Freadlater",
      "E-mail e senha não conferem",
    );

    // A forged state: abandoned (docs/behaviour/accounts.md#sessions), in the language the start stored.
    const forged = await throughProvider("/es/accounts/user", {
      provider: (back) => back.searchParams.set("state", "forged-state"),
    });
    await expectLoginError(
      forged.callback,
      "/es/accounts/user?social=failed",
      "El correo electrónico y la contraseña no coinciden",
    );

    // The state's cookie is missing (expired, or another browser): the reader's chosen language.
    const missing = await throughProvider("/es/accounts/user", {
      dropStateCookie: true,
      cookie: "i18n_locale=pt",
    });
    await expectLoginError(
      missing.callback,
      "/pt/accounts/user?social=failed",
      "E-mail e senha não conferem",
    );

    // The provider's token endpoint refuses the code.
    oauth.service.once("beforeResponse", (answer) => {
      answer.statusCode = 400;
      answer.body = { error: "invalid_grant" };
    });
    profile = { sub: "fb-web-4", email: "ugo@example.com" };
    const exchange = await throughProvider("/accounts/user");
    await expectLoginError(
      exchange.callback,
      "/accounts/user?social=failed",
      "Email and Password do not match",
    );

    // The provider shares no e-mail.
    profile = { sub: "fb-web-5", name: "No Mail" };
    const noMail = await throughProvider("/accounts/user");
    await expectLoginError(
      noMail.callback,
      "/accounts/user?social=failed",
      "Email and Password do not match",
    );
  });

  it("keeps answering API clients with the JSON error", async () => {
    const start = await harness.app.request("/api/auth/social/start?provider=facebook", {
      headers: { accept: "application/json" },
    });
    const approved = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
    const back = new URL(approved.headers.get("location") ?? "");
    back.searchParams.set("state", "forged-state");
    const callback = await harness.app.request(`${back.pathname}${back.search}`, {
      headers: { accept: "application/json", cookie: cookieHeader(start) },
    });
    expect(callback.status).toBe(400);
    expect((await callback.json()).error.code).toBe("invalid_state");
  });
});
