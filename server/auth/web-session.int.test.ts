import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";
import { AuthError } from "./auth-error.ts";
import { sessionCookies } from "./session-cookies.ts";
import { userOfRequest } from "./user-of-request.ts";

/** The accounts capability as the whole app wires it: the routes, and the service the web app calls in-process. */
describe("accounts in the whole app", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "icaro-accounts-"));
    harness = await createTestApp("pglite", { demo: false, env: { ICARO_DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await harness.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const cookieHeader = (setCookies: string[]) => setCookies.map((line) => line.split(";")[0]).join("; ");

  it("signs up and in through the API and knows the reader in loaders (userOfRequest)", async () => {
    const json = { "content-type": "application/json" };
    const body = JSON.stringify({ email: "rui@example.com", password: "rui's password" });
    expect((await harness.app.request("/api/v3/auth", { method: "POST", headers: json, body })).status).toBe(
      200,
    );
    // Without SMTP_URL the welcome message lands in the data directory's outbox.
    expect(
      (await readdir(path.join(dataDir, "outbox"))).filter((name) => name.endsWith(".eml")),
    ).toHaveLength(1);
    const login = await harness.app.request("/api/auth/login", { method: "POST", headers: json, body });
    expect(login.status).toBe(200);
    const cookie = cookieHeader(login.headers.getSetCookie());
    const user = await userOfRequest(
      harness.services.auth.service,
      new Request("http://icaro.test/accounts/user/signedin", { headers: { cookie } }),
    );
    expect(user).toMatchObject({ email: "rui@example.com", context: "users", empty: false });
    expect(await userOfRequest(harness.services.auth.service, new Request("http://icaro.test/"))).toBeNull();
    expect(
      await userOfRequest(
        harness.services.auth.service,
        new Request("http://icaro.test/", { headers: { cookie: "icaro_session=forged" } }),
      ),
    ).toBeNull();
  });

  it("offers the operations to web actions, with the same rules and codes", async () => {
    const client = { address: "203.0.113.9", kind: "session" as const };
    const created = await harness.services.auth.service.signUp({
      email: "sara@example.com",
      password: "sara's password",
      passwordConfirmation: "sara's password",
      locale: "pt",
      client,
    });
    expect(created.user.email).toBe("sara@example.com");
    const session = sessionCookies(created.issued, false);
    const cookie = cookieHeader(session);
    expect(
      (
        await userOfRequest(
          harness.services.auth.service,
          new Request("http://icaro.test/", { headers: { cookie } }),
        )
      )?.email,
    ).toBe("sara@example.com");

    const wrong = await harness.services.auth.service
      .signIn({ email: "sara@example.com", password: "nope nope", client })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(AuthError);
    expect(wrong).toMatchObject({
      status: 401,
      code: "invalid_credentials",
      message: "Email and Password do not match",
    });
    const short = await harness.services.auth.service
      .signUp({ email: "tom@example.com", password: "short", locale: "en", client })
      .catch((error: unknown) => error);
    expect(short).toMatchObject({ code: "password_too_short", field: "password" });

    await harness.services.auth.service.removeAccount(created.user.id);
    expect(
      await userOfRequest(
        harness.services.auth.service,
        new Request("http://icaro.test/", { headers: { cookie } }),
      ),
    ).toBeNull();
  });

  it("refuses a profile form whose name holds a NUL, in the reader's language, and keeps the name", async () => {
    const json = { "content-type": "application/json" };
    const body = JSON.stringify({ email: "nul@example.com", password: "nul's password", name: "Nuno" });
    expect((await harness.app.request("/api/v3/auth", { method: "POST", headers: json, body })).status).toBe(
      200,
    );
    const login = await harness.app.request("/api/auth/login", { method: "POST", headers: json, body });
    const cookie = cookieHeader(login.headers.getSetCookie());
    const form = new URLSearchParams({ intent: "details", name: "a\u0000b", photo: "" });
    const response = await harness.app.request("http://localhost/pt/accounts/user/signedin/profile", {
      method: "POST",
      headers: { cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Contém caracteres que não podemos salvar");
    const user = await userOfRequest(
      harness.services.auth.service,
      new Request("http://icaro.test/", { headers: { cookie } }),
    );
    expect(user?.name).toBe("Nuno");
  });
});
