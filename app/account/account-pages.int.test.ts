import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { cookieHeader } from "#server/testing/cookie-jar.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { ENGINES } from "#server/testing/test-database.ts";

// The account pages' forms posted to the whole server as a browser without JavaScript would
// sessions, guards, remembered pages, refusals, sign-out and removal.

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

describe.each(ENGINES)("account pages on %s", (engine) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "icaro-accounts-"));
    harness = await createTestApp(engine, {
      demo: false,
      env: { ICARO_DATA_DIR: dataDir, ICARO_TRUST_PROXY: "on", PORT: "4999" },
    });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (
    url: string,
    form: Record<string, string>,
    options: { cookie?: string; site?: string } = {},
  ) =>
    harness.app.request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": options.site ?? "same-origin",
        "x-forwarded-for": newAddress(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: new URLSearchParams(form).toString(),
    });
  const get = (url: string, cookie?: string) =>
    harness.app.request(url, { headers: cookie ? { cookie } : {} });

  /** Signs up through the two steps; returns the session's Cookie header. */
  async function signUp(email: string, password: string, prefix = "") {
    const first = await post(`${prefix}/accounts/user/signup-email`, { email });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${prefix}/accounts/user/signup-password`);
    let cookie = cookieHeader(first);
    expect(cookie).toContain("icaro_signup_email=");
    const second = await post(
      `${prefix}/accounts/user/signup-password`,
      { password, password_confirmation: password },
      { cookie },
    );
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toBe(prefix || "/");
    cookie = cookieHeader(second, cookie);
    expect(cookie).toContain("icaro_session=");
    expect(cookie).toContain("XSRF-TOKEN=");
    expect(cookie).not.toContain("icaro_signup_email=");
    return cookie;
  }

  it("signs up in two steps, then the guards and the header know the reader", async () => {
    const cookie = await signUp("ana@example.com", "ana-password-1", "/es");
    const session = cookie.split("; ").find((pair) => pair.startsWith("icaro_session=")) ?? "";
    expect(session).not.toBe("icaro_session=");
    // The session cookie is HttpOnly and SameSite=Lax.
    const guest = await get("/es/accounts/user", cookie);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/es/accounts/user/signedin/saved");
    const profile = await get("/es/accounts/user/signedin/profile", cookie);
    expect(profile.status).toBe(200);
    const html = await profile.text();
    expect(html).toContain("Sesión iniciada como ana@example.com");
    expect(html).toContain('class="account-menu"');
    const index = await get("/es/accounts/user/signedin", cookie);
    expect(index.headers.get("location")).toBe("/es/accounts/user/signedin/saved");
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const first = await post("/accounts/user/signup-email", { email: "flags@example.com" });
    const second = await post(
      "/accounts/user/signup-password",
      { password: "flags-password", password_confirmation: "flags-password" },
      { cookie: cookieHeader(first) },
    );
    const line = second.headers.getSetCookie().find((cookie) => cookie.startsWith("icaro_session=")) ?? "";
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
  });

  it("shows field errors and docs/behaviour/accounts.md#login-texts texts in the page's language, with a 4xx", async () => {
    const invalid = await post("/pt/accounts/user", { email: "nope", password: "" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Não é um e-mail válido");
    expect(html).toContain("Este campo é obrigatório.");
    expect(html).toContain('aria-invalid="true"');

    await signUp("bea@example.com", "bea-password-1");
    const wrong = await post("/accounts/user", { email: "bea@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Email and Password do not match");
    expect(wrong.headers.getSetCookie().some((line) => line.startsWith("icaro_session="))).toBe(false);
  });

  it.each([
    [
      "",
      "Email not found",
      "There is no account with this e-mail.",
      "We have sent you a recovery e-mail.",
      "check your junk folder",
    ],
    [
      "/es",
      "No se encontró el correo electrónico",
      "No hay ninguna cuenta con este correo electrónico.",
      "Te hemos enviado un correo de recuperación.",
      "revisa tu carpeta de correo no deseado",
    ],
    [
      "/pt",
      "E-mail não encontrado",
      "Não há nenhuma conta com este e-mail.",
      "Enviamos um e-mail de recuperação para você.",
      "verifique sua pasta de lixo eletrônico",
    ],
  ])(
    "forgot password at %s: 'Email not found' beside the field and the 'email missing' notice on a 404, 'recovery e-mail sent' and the junk folder on success (docs/behaviour/accounts.md#login-texts)",
    async (prefix, notFound, missing, sent, junk) => {
      const unknown = await post(`${prefix}/accounts/user/forgotpassword`, {
        email: `nobody${prefix.slice(1)}@example.com`,
      });
      expect(unknown.status).toBe(404);
      const refused = await unknown.text();
      expect(refused).toMatch(new RegExp(`class="field__error">${notFound}</p>`));
      // The notice offers to create an account with that e-mail.
      expect(refused).toMatch(
        new RegExp(`role="alert"><p>${missing}</p><p><a href="${prefix}/accounts/user/signup-email"`),
      );

      await signUp(`kim${prefix.slice(1)}@example.com`, "kim-password-1", prefix);
      const known = await post(`${prefix}/accounts/user/forgotpassword`, {
        email: `kim${prefix.slice(1)}@example.com`,
      });
      expect(known.status).toBe(200);
      const html = await known.text();
      expect(html).toMatch(new RegExp(`role="status">${sent} [^<]*${junk}\\.</p>`));
      expect(html).not.toContain(missing);
    },
  );

  it("refuses a duplicate sign-up with the 'account has been created' text", async () => {
    await signUp("dup@example.com", "dup-password-1");
    const first = await post("/accounts/user/signup-email", { email: "DUP@example.com" });
    const second = await post(
      "/accounts/user/signup-password",
      { password: "dup-password-2", password_confirmation: "dup-password-2" },
      { cookie: cookieHeader(first) },
    );
    expect(second.status).toBe(422);
    expect(await second.text()).toContain("An account has already been created with this e-mail.");
    expect(await harness.db.select().from(users).where(eq(users.email, "DUP@example.com"))).toHaveLength(0);
  });

  it("counts the sign-up form's tries at a taken e-mail against its sign-in, and refuses them alike", async () => {
    await signUp("ivo@example.com", "ivo-password-1");
    const emailStep = cookieHeader(await post("/accounts/user/signup-email", { email: "ivo@example.com" }));
    const signUpWith = (password: string) =>
      post(
        "/accounts/user/signup-password",
        { password, password_confirmation: password },
        { cookie: emailStep },
      );
    for (let i = 0; i < 5; i++) expect((await signUpWith(`ivo-guess-${i}`)).status).toBe(422);
    const signIn = await post("/accounts/user", { email: "ivo@example.com", password: "ivo-password-1" });
    expect(signIn.status).toBe(429);
    expect(await signIn.text()).toMatch(/Too many attempts\. Please wait \d+ minutes/);
    const refused = await signUpWith("ivo-password-1");
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie().some((line) => line.startsWith("icaro_session="))).toBe(false);
    expect(await refused.text()).toMatch(/Too many attempts\. Please wait \d+ minutes/);
  });

  it("returns to the remembered page only when it is a safe relative path", async () => {
    await signUp("cy@example.com", "cy-password-1");
    const back = await post("/accounts/user", {
      email: "cy@example.com",
      password: "cy-password-1",
      redirect: "/accounts/user/signedin/profile",
    });
    expect(back.headers.get("location")).toBe("/accounts/user/signedin/profile");
    for (const redirect of ["//evil.example/x", "https://evil.example/", "/accounts/user/signup-email"]) {
      const home = await post("/accounts/user", {
        email: "cy@example.com",
        password: "cy-password-1",
        redirect,
      });
      expect(home.status).toBe(302);
      expect(home.headers.get("location")).toBe("/");
    }
  });

  it("refuses a form posted from another site, creating nothing", async () => {
    const response = await post(
      "/accounts/user/signup-email",
      { email: "x@example.com" },
      { site: "cross-site" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("icaro_signup_email="))).toBe(
      false,
    );
  });

  it("signs out: the cookies are cleared and the session no longer works", async () => {
    const cookie = await signUp("dee@example.com", "dee-password-1");
    const out = await post("/accounts/user/signedout", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/accounts/user/signedout");
    expect(cookieHeader(out, cookie)).not.toContain("icaro_session=");
    // The old cookie, replayed, is anonymous: the profile sends it to the login page and the
    // stale cookies are cleared.
    const replay = await get("/accounts/user/signedin/profile", cookie);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe(
      "/accounts/user?redirect=%2Faccounts%2Fuser%2Fsignedin%2Fprofile",
    );
    expect(cookieHeader(replay, cookie)).not.toContain("icaro_session=");
    // Signing in again while still holding the stale cookie keeps the new session.
    const again = await post(
      "/accounts/user",
      { email: "dee@example.com", password: "dee-password-1" },
      { cookie },
    );
    expect(again.status).toBe(302);
    const sessionLines = again.headers.getSetCookie().filter((line) => line.startsWith("icaro_session="));
    expect(sessionLines).toHaveLength(1);
    expect(sessionLines[0]).toMatch(/^icaro_session=[^;]+;/);
    expect(sessionLines[0]).not.toMatch(/max-age=0/i);
  });

  it("resets the password from the e-mail's link and says so, with and without JavaScript", async () => {
    await signUp("gil@example.com", "gil-password-1", "/pt");
    /** The token of the newest reset e-mail in the outbox (no SMTP_URL in tests). */
    const resetToken = async () => {
      const forgot = await post("/pt/accounts/user/forgotpassword", { email: "gil@example.com" });
      expect(forgot.status).toBeLessThan(400);
      const outbox = path.join(dataDir, "outbox");
      const mails = readdirSync(outbox)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        // The .eml files are quoted-printable: soft line breaks and "=3D" for "=".
        .map((name) =>
          readFileSync(path.join(outbox, name), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        )
        .filter((mail) => /reset_password\?token=/.test(mail));
      const token = mails.at(-1)?.match(/reset_password\?token=([\w-]+)/)?.[1] ?? "";
      expect(token).not.toBe("");
      return token;
    };

    // A browser without JavaScript posts the form and reads the answer's HTML.
    const first = await resetToken();
    const url = `/pt/accounts/user/reset_password?token=${first}`;
    expect((await get(url)).status).toBe(200);
    const form = { password: "gil-password-2", password_confirmation: "gil-password-2" };
    const posted = await post(url, form);
    // The browser follows the answer with the cookies it set: the page the reader then reads.
    const location = posted.headers.get("location") ?? "";
    const shown = posted.status === 200 ? posted : await get(location, cookieHeader(posted));
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("Sua senha foi alterada");
    expect(html).not.toContain("Este link não é mais válido");
    expect(posted.headers.getSetCookie().some((line) => line.startsWith("icaro_session="))).toBe(true);
    const signIn = await post("/accounts/user", { email: "gil@example.com", password: "gil-password-2" });
    expect(signIn.status).toBe(302);

    // With JavaScript the router posts for the action's data and follows its answer: the page
    // after the reset, which a signed-in reader sees with the success message.
    const second = await resetToken();
    const data = await harness.app.request(`/pt/accounts/user/reset_password.data?token=${second}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": newAddress(),
      },
      body: new URLSearchParams({ password: "gil-password-3", password_confirmation: "gil-password-3" }),
    });
    const body = await data.text();
    expect(body).not.toContain("invalid_token");
    // The single-fetch answer names the redirect without the locale's prefix, which the router adds.
    const target = `/pt${body.match(/"(\/accounts\/user\/reset_password\?[^"]*)"/)?.[1] ?? ""}`;
    expect(target).toMatch(/\?done/);
    const after = await get(target, cookieHeader(data));
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Sua senha foi alterada");
    // Without the session the same address is no success: it leads to the invalid-link page.
    expect((await get(target)).headers.get("location")).toBe("/pt/invalid_token");
  });

  it("leads the empty favourites and saved pages only to pages that exist, and promises no missing control", async () => {
    const cookie = await signUp("hal@example.com", "hal-password-1");
    const texts = {
      en: { discover: "Discover what to follow", control: /button/i },
      es: { discover: "Descubrir qué seguir", control: /botón/i },
      pt: { discover: "Descobrir o que seguir", control: /botão/i },
    };
    for (const [locale, text] of Object.entries(texts)) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      const entities = await get(`${prefix}/accounts/user/signedin/entities`, cookie);
      expect(entities.status).toBe(200);
      const html = await entities.text();
      // "Discover what to follow" leads to the Discover page (offered only when it exists, never the home).
      const link = html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text.discover}</a>`));
      expect(link?.[1], locale).toBe(`${prefix}/discover`);
      expect((await get(link?.[1] ?? "", cookie)).status, link?.[1]).toBe(200);
      // No story has a save button yet (the read-later capability adds it): the empty saved
      // page must not send the reader looking for one.
      const saved = await get(`${prefix}/accounts/user/signedin/saved`, cookie);
      expect(saved.status).toBe(200);
      const empty = (await saved.text()).match(/<p class="empty-state">([^<]*)<\/p>/)?.[1] ?? "";
      expect(empty, locale).not.toBe("");
      expect(empty, locale).not.toMatch(text.control);
    }
  });

  it("removes the account only with the confirmation, then signs out", async () => {
    const cookie = await signUp("eve@example.com", "eve-password-1");
    const unconfirmed = await post("/accounts/user/signedin/profile", { intent: "delete" }, { cookie });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Tick the box to confirm");
    expect(await harness.db.select().from(users).where(eq(users.email, "eve@example.com"))).toHaveLength(1);

    const removed = await post(
      "/accounts/user/signedin/profile",
      { intent: "delete", confirm: "yes" },
      { cookie },
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/accounts/user/signedout?removed=1");
    expect(cookieHeader(removed, cookie)).not.toContain("icaro_session=");
    expect(await harness.db.select().from(users).where(eq(users.email, "eve@example.com"))).toHaveLength(0);
  });

  it("changes the password and the details from the profile", async () => {
    const cookie = await signUp("fay@example.com", "fay-password-1");
    const wrong = await post(
      "/accounts/user/signedin/profile",
      {
        intent: "password",
        current_password: "nope-nope",
        password: "fay-password-2",
        password_confirmation: "fay-password-2",
      },
      { cookie },
    );
    expect(wrong.status).toBe(401);
    const changed = await post(
      "/accounts/user/signedin/profile",
      {
        intent: "password",
        current_password: "fay-password-1",
        password: "fay-password-2",
        password_confirmation: "fay-password-2",
      },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your password has been changed.");
    const signIn = await post("/accounts/user", { email: "fay@example.com", password: "fay-password-2" });
    expect(signIn.status).toBe(302);
    // The form's sign-in remembers the device too (decision 0057): HttpOnly, a random id.
    const device = signIn.headers.getSetCookie().find((line) => line.startsWith("icaro_device=")) ?? "";
    expect(device).toMatch(/^icaro_device=[\w-]{22,64};.*HttpOnly/i);

    const details = await post(
      "/accounts/user/signedin/profile",
      { intent: "details", name: "Fay Doe", photo: "javascript:alert(1)" },
      { cookie },
    );
    expect(details.status).toBe(400);
    const saved = await post(
      "/accounts/user/signedin/profile",
      { intent: "details", name: "Fay Doe", photo: "" },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const [row] = await harness.db.select().from(users).where(eq(users.email, "fay@example.com"));
    expect(row.name).toBe("Fay Doe");
  });
});
