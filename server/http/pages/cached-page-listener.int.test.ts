import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

const nonceOf = (raw: Raw) =>
  String(raw.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1] ?? "";
/** A visitor who already has a PSID: no Set-Cookie, so the response may be public. */
const known = { cookie: "psid=11111111-2222-4333-8444-555555555555" };

describe("fresh cached pages answered before Hono", () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  let base: string;

  /** One request over real HTTP, body left as sent (no decompression). */
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Raw>((resolve, reject) => {
      request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    });

  beforeAll(async () => {
    harness = await createTestApp("pglite");
    server = createServer(harness.app.requestListener).listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await harness.close();
  });

  it("sends the same page and headers as the middleware, with a nonce of its own", async () => {
    const first = await get("/es?listener=1", known);
    expect(first.headers["x-cache"]).toBe("miss");
    const hit = await get("/es?listener=1", known);
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.status).toBe(200);
    const [one, two] = [nonceOf(first), nonceOf(hit)];
    expect(two).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(two).not.toBe(one);
    const html = hit.body.toString();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${two}"`);
    expect(html.split(two).join("N")).toBe(first.body.toString().split(one).join("N"));
    // Every header the middleware sends, the listener sends too, with the same value.
    const varying = new Set(["x-cache", "x-request-id", "content-security-policy", "date"]);
    for (const [name, value] of Object.entries(first.headers)) {
      if (!varying.has(name)) expect([name, hit.headers[name]]).toEqual([name, value]);
    }
    expect(hit.headers["content-security-policy"]).toBe(
      String(first.headers["content-security-policy"]).replace(one, two),
    );
    expect(hit.headers.vary).toBe("Accept-Encoding");
    expect(hit.headers["set-cookie"]).toBeUndefined();
  });

  it("sends the gzip variant to readers who accept it, decoding to the page with its nonce", async () => {
    const headers = { ...known, "accept-encoding": "br, gzip" };
    await get("/pt?listener=gzip", headers);
    const hit = await get("/pt?listener=gzip", headers);
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    const html = gunzipSync(hit.body).toString();
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain(`nonce="${nonceOf(hit)}"`);
    const plain = await get("/pt?listener=gzip", known);
    expect(html.split(nonceOf(hit)).join("N")).toBe(plain.body.toString().split(nonceOf(plain)).join("N"));
  });

  it("gives a new visitor their own PSID cookie and keeps that answer private", async () => {
    await get("/?listener=psid", known);
    const [a, b] = [await get("/?listener=psid"), await get("/?listener=psid")];
    expect(a.headers["x-cache"]).toBe("hit");
    const psid = (raw: Raw) =>
      String(raw.headers["set-cookie"]).match(/^psid=([^;]+); Max-Age=\d+; Path=\/; SameSite=Strict$/)?.[1];
    expect(psid(a)).toMatch(/^[0-9a-f-]{36}$/);
    expect(psid(a)).not.toBe(psid(b));
    expect(a.headers["cache-control"]).toBe("private, no-cache");
    const fromHeader = await get("/?listener=psid", { psid: "app-client-psid" });
    expect(String(fromHeader.headers["set-cookie"])).toMatch(/^psid=app-client-psid;/);
  });

  it("answers HEAD with the headers only", async () => {
    await get("/?listener=head", known);
    const head = await get("/?listener=head", known, "HEAD");
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
  });

  it.each([
    ["an Authorization header", { authorization: "Bearer x" }, "bypass"],
    ["a session cookie", { cookie: `${known.cookie}; icaro_session=abc` }, "bypass"],
  ])("leaves %s to the app", async (_, headers, state) => {
    await get("/?listener=signed-in", known);
    const page = await get("/?listener=signed-in", headers);
    expect(page.headers["x-cache"]).toBe(state);
    expect(page.headers["cache-control"]).toBe("private, no-store");
  });

  it("still sends old browsers and readers of another language on", async () => {
    await get("/", known);
    const old = await get("/", {
      ...known,
      "user-agent": "Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)",
    });
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe("/notsupported");
    const chosen = await get("/", { cookie: `${known.cookie}; i18n_locale=es` });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe("/es");
  });
});
