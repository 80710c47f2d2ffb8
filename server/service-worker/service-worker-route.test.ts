import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE_PLACEHOLDER, serviceWorkerRoute } from "./service-worker-route.ts";

const dir = mkdtempSync(path.join(tmpdir(), "icaro-sw-"));
writeFileSync(
  path.join(dir, "sw.js"),
  `const SERVED_LOCALE = ${DEFAULT_LOCALE_PLACEHOLDER};\nself.addEventListener("push", () => {});\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("/sw.js", () => {
  it("serves the built worker as JavaScript that browsers revalidate every time", async () => {
    const app = serviceWorkerRoute(["/nonexistent", dir], { defaultLocale: "en" });
    const response = await app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('addEventListener("push"');
  });

  it("answers an unchanged worker with a 304", async () => {
    const app = serviceWorkerRoute([dir], { defaultLocale: "en" });
    const etag = (await app.request("/sw.js")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/sw.js", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    const other = await serviceWorkerRoute([dir], { defaultLocale: "pt" }).request("/sw.js", {
      headers: { "if-none-match": etag },
    });
    expect(other.status).toBe(200);
  });

  it("writes in the site's default locale, the offline page's language without a prefix", async () => {
    const pt = await serviceWorkerRoute([dir], { defaultLocale: "pt" }).request("/sw.js");
    expect(await pt.text()).toContain('const SERVED_LOCALE = "pt";');
  });

  it("is a 404 where no public directory has it", async () => {
    expect(
      (await serviceWorkerRoute(["/nonexistent"], { defaultLocale: "en" }).request("/sw.js")).status,
    ).toBe(404);
  });
});
