import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayKeep } from "#core/service-worker/service-worker-rules.ts";
import { createTestApp } from "#server/testing/test-app.ts";

/** A visitor who already has a PSID: no Set-Cookie, so the response may be public. */
const known = "psid=11111111-2222-4333-8444-555555555555";

// The service worker keeps pages and their data for offline reading unless they say private or
// no-store (decision 0082): a signed-in reader's pages and `.data` answers must say so, every one
// of them, or the next reader of the device could be shown them.
describe("a signed-in reader's pages and data are no-store", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  let session: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "icaro-no-store-"));
    harness = await createTestApp("pglite", { demo: false, env: { ICARO_DATA_DIR: dataDir } });
    const json = { "content-type": "application/json" };
    const body = JSON.stringify({ email: "nostore@example.com", password: "a long password" });
    await harness.app.request("/api/v3/auth", { method: "POST", headers: json, body });
    const login = await harness.app.request("/api/auth/login", { method: "POST", headers: json, body });
    expect(login.status).toBe(200);
    session = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    await harness.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    "/",
    "/_root.data",
    "/readlater",
    "/readlater.data",
    "/es/sitemap.data",
    "/accounts/user/signedin/saved",
    "/accounts/user/signedin/saved.data",
  ])("%s", async (url) => {
    const response = await harness.app.request(url, { headers: { cookie: `${known}; ${session}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(mayKeep(response)).toBe(false);
  });

  it("while an anonymous reader's may be kept", async () => {
    for (const url of ["/readlater.data", "/es/sitemap.data"]) {
      const response = await harness.app.request(url, { headers: { cookie: known } });
      expect(response.status).toBe(200);
      expect(mayKeep(response)).toBe(true);
    }
  });
});
