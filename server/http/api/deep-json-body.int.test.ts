import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi } from "#server/testing/test-api.ts";
import { ENGINES } from "#server/testing/test-database.ts";

/*
 * The fuzzer's finding after the input boundary (decision 0051): a JSON body nested 100,000 deep,
 * which JSON.parse takes, overflowed the stack of the boundary's recursive look for unsafe text
 * and was a 500 on every JSON route. It is looked through and answered by the route's schema.
 */
describe.each(ENGINES)("a deeply nested JSON body on %s", (engine) => {
  let test: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    test = await createTestApi(engine);
  });
  afterAll(() => test.close());

  it.each([
    ["objects", `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`],
    ["arrays", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
  ])("of %s is a 400, not a 500", async (_, body) => {
    const response = await test.api.request("/api/v3/reads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_body", message: expect.any(String) } });
  });
});
