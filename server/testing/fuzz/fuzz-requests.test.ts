import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "#server/http/api/openapi.ts";
import { fuzzOperations, fuzzRequests, fuzzTargetNames, sweepRequests } from "./fuzz-requests.ts";
import { headerText, urlText } from "./hostile-values.ts";

const document = openApiDocument("api/v3/");
const operations = fuzzOperations(document);
const KEY = "operator-key-for-tests-0123456789";

describe("the fuzzer's requests", () => {
  it("take every operation of the OpenAPI document, so a documented endpoint is fuzzed", () => {
    const documented = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(operations.map((op) => op.operationId).sort()).toEqual(documented.sort());
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    "reach every parameter and body field of %s with a NUL in the sweep, and draw requests for it",
    (_, op) => {
      const sweep = sweepRequests(op, KEY);
      const names = fuzzTargetNames(op);
      for (const p of op.parameters) expect(names).toContain(`${p.in}.${p.name}`);
      for (const name of names) expect(sweep.map((r) => r.target)).toContain(name);
      const nul = sweep.filter((r) => r.value.includes("%00") || r.value.includes("\\u0000"));
      for (const name of names.filter(
        (n) => n.startsWith("path.") || n.startsWith("query.") || n.startsWith("body."),
      )) {
        expect(
          nul.map((r) => r.target),
          name,
        ).toContain(name);
      }
      const drawn = fc.sample(fuzzRequests(op, KEY), { seed: 1, numRuns: 50 });
      expect(drawn.every((r) => r.operationId === op.operationId && r.method === op.method)).toBe(true);
      const path = new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]*")}(\\?|$)`);
      expect(sweep.every((r) => path.test(r.url) || r.target.startsWith("path."))).toBe(true);
    },
  );

  it("send the operator key to operator operations, and leave it out too", () => {
    const update = operations.find((op) => op.operationId === "updateSportingEvent");
    expect(update?.operatorKey).toBe(true);
    if (!update) return;
    const drawn = fc.sample(fuzzRequests(update, KEY), { seed: 1, numRuns: 100 });
    const keyed = drawn.filter((r) => r.headers.authorization === `Bearer ${KEY}`);
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.length).toBeLessThan(drawn.length);
  });

  it("mark the live-score stream, whose answer never ends", () => {
    expect(operations.filter((op) => op.stream).map((op) => op.operationId)).toEqual([
      "streamSportingEvents",
    ]);
  });
});

describe("hostile text on the wire", () => {
  it("percent-encodes a lone surrogate as invalid UTF-8 and NUL as %00", () => {
    expect(urlText("a\u0000\uD800é😀")).toBe("a%00%ED%A0%80%C3%A9%F0%9F%98%80");
  });

  it("puts a header's characters as UTF-8 bytes and drops what a header cannot carry", () => {
    expect(headerText(" é\u0000\r\n ")).toBe("\u00c3\u00a9");
  });
});
