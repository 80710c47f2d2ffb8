import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipTemplate } from "#server/cache/gzip-template.ts";
import { createResponseCache } from "#server/cache/response-cache.ts";
import { createMetrics } from "../middleware/metrics.ts";
import { cachedPageListener } from "./cached-page-listener.ts";

const RENDERED = "RENDERED-NONCE-123456789";
const PAGE = `<html><script nonce="${RENDERED}"></script><p>front page</p></html>`;

describe("cachedPageListener", () => {
  const cache = createResponseCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
  let server: Server;
  let base: string;
  let passedOn: string[] = [];

  beforeAll(async () => {
    const parts = PAGE.split(RENDERED).map((part) => Buffer.from(part));
    const page = {
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["cache-control", "public, s-maxage=10, stale-while-revalidate=60"],
      ] as [string, string][],
      parts,
      gzip: await gzipTemplate(parts, RENDERED.length),
      bytes: PAGE.length,
    };
    cache.set("en /", page);
    cache.set("es /es?x=1", page);
    const prefixes = [
      { locale: "en", basename: "/" },
      { locale: "es", basename: "/es" },
    ] as const;
    const listener = cachedPageListener(
      {
        prefixes: [...prefixes],
        cache,
        enabled: true,
        secure: false,
        log: pino({ level: "silent" }),
        metrics: createMetrics(),
      },
      (request, response) => {
        passedOn.push(`${request.method} ${request.url}`);
        response.writeHead(599).end();
      },
    );
    server = createServer(listener).listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers a fresh hit itself, with a new nonce in the page and the policy", async () => {
    passedOn = [];
    const response = await fetch(`${base}/es?x=1`, { headers: { cookie: "psid=known-visitor" } });
    expect(response.status).toBe(200);
    expect(passedOn).toEqual([]);
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toBe(PAGE.replace(RENDERED, nonce ?? ""));
    expect(response.headers.get("cache-control")).toBe("public, s-maxage=10, stale-while-revalidate=60");
  });

  it.each([
    ["a miss", "/elsewhere", {}],
    ["a signed-in reader", "/", { authorization: "Bearer token" }],
    ["a session cookie", "/", { cookie: "icaro_session=s" }],
    ["a reader of another language", "/", { cookie: "i18n_locale=es" }],
    ["an old browser", "/", { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)" }],
  ])("passes %s on to the app", async (_, path, headers: Record<string, string>) => {
    passedOn = [];
    const response = await fetch(`${base}${path}`, { headers });
    expect(response.status).toBe(599);
    expect(passedOn).toEqual([`GET ${path}`]);
  });

  it("passes writes on", async () => {
    passedOn = [];
    expect((await fetch(`${base}/`, { method: "POST", body: "x" })).status).toBe(599);
    expect(passedOn).toEqual(["POST /"]);
  });
});
