import { describe, expect, it } from "vitest";
import { type ConnectionState, mayPrefetch } from "./prefetch-rules.ts";

describe("idle prefetch (docs/behaviour/offline-push.md#connectivity)", () => {
  it.each<[string, ConnectionState, boolean]>([
    ["online on 4g", { online: true, effectiveType: "4g" }, true],
    ["online, the browser does not tell the connection", { online: true }, true],
    ["online on 3g", { online: true, effectiveType: "3g" }, true],
    ["offline", { online: false, effectiveType: "4g" }, false],
    ["on 2g", { online: true, effectiveType: "2g" }, false],
    ["on slow 2g", { online: true, effectiveType: "slow-2g" }, false],
    ["with Save-Data", { online: true, effectiveType: "4g", saveData: true }, false],
    ["with the site's data saving", { online: true, dataSaving: true }, false],
  ])("%s → %s", (_, state, expected) => {
    expect(mayPrefetch(state)).toBe(expected);
  });
});
