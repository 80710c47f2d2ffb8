import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";
import { serviceWorkerRoute } from "./service-worker-route.ts";

describe("/sw.js", () => {
  it("serves the service worker as JavaScript that browsers revalidate every time", async () => {
    const app = serviceWorkerRoute([projectPath("public")]);
    const response = await app.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    expect(source).toContain('addEventListener("push"');
    expect(source).toContain('addEventListener("notificationclick"');
  });

  it("is a 404 where no public directory has it", async () => {
    expect((await serviceWorkerRoute(["/nonexistent"]).request("/sw.js")).status).toBe(404);
  });
});
