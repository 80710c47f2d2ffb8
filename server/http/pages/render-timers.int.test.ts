import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "#server/testing/test-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp("pglite");
});
afterAll(() => harness.close());

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

// A render's stream deadline (app/entry.server.tsx) holds the whole render until it fires: left
// pending after the page has streamed, it kept ~850 finished renders in memory under the soak
// bench's load (docs/decisions/0058). Once a page has been read, nothing of it may wait on a timer.
it("leaves no timer behind once a rendered page has been read", async () => {
  const renders = 10;
  // Distinct query strings: each request misses the page cache and renders.
  await (await harness.app.request("/?render-timers=warm-up")).text();
  const before = pendingTimers();
  for (let index = 0; index < renders; index++) {
    const response = await harness.app.request(`/?render-timers=${index}`);
    expect(response.headers.get("x-cache")).toBe("miss");
    await response.text();
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(pendingTimers() - before).toBeLessThan(renders);
});
