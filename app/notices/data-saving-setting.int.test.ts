import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createTestApp } from "#server/testing/test-app.ts";

/** The root loader's data as the page hands it to the browser (React Router's turbo-stream). */
async function dataSavingOf(app: Awaited<ReturnType<typeof createTestApp>>["app"]) {
  const response = await app.request("/sitemap");
  expect(response.status).toBe(200);
  const html = await response.text();
  const match = /\\"dataSaving\\",(true|false)/.exec(html);
  expect(match, "the root data names dataSaving").not.toBeNull();
  return match?.[1] === "true";
}

// The runtime configuration's "data saving" (docs/behaviour/limits.md#brand, default false; decision 0081) reaches the
// pages, where it turns on the data-saver popup and turns off the idle prefetch.
describe("ICARO_DATA_SAVING", () => {
  it("is off by default and refuses anything but on or off", () => {
    expect(loadConfig({}).ICARO_DATA_SAVING).toBe("off");
    expect(loadConfig({ ICARO_DATA_SAVING: "on" }).ICARO_DATA_SAVING).toBe("on");
    expect(() => loadConfig({ ICARO_DATA_SAVING: "yes" })).toThrow(/ICARO_DATA_SAVING/);
  });

  describe.each([
    ["off", false],
    ["on", true],
  ] as const)("set %s", (setting, expected) => {
    let harness: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      harness = await createTestApp("pglite", { demo: false, env: { ICARO_DATA_SAVING: setting } });
    });
    afterAll(() => harness.close());

    it(`gives the pages dataSaving ${expected}`, async () => {
      expect(await dataSavingOf(harness.app)).toBe(expected);
    });
  });
});
