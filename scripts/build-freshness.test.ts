import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleBuildReason } from "./build-freshness.ts";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, secondsAgo: number) {
  const full = path.join(root, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(full, when, when);
}

describe("staleBuildReason", () => {
  it("asks for a build when there is none", () => {
    root = mkdtempSync(path.join(tmpdir(), "icaro-build-"));
    file("app/root.tsx", 10);
    expect(staleBuildReason(root)).toBe("build/server/index.js is missing");
  });

  it("trusts a build newer than every source", () => {
    root = mkdtempSync(path.join(tmpdir(), "icaro-build-"));
    file("app/root.tsx", 100);
    file("core/urls.ts", 100);
    file("build/server/index.js", 10);
    expect(staleBuildReason(root)).toBeNull();
  });

  it("finds a source edited after the build, however deep", () => {
    root = mkdtempSync(path.join(tmpdir(), "icaro-build-"));
    file("build/server/index.js", 100);
    file("app/news/article/ArticlePage.tsx", 10);
    expect(staleBuildReason(root)).toBe("app changed after the last build");
  });

  it("rebuilds for a server file, which the production bundle contains", () => {
    root = mkdtempSync(path.join(tmpdir(), "icaro-build-"));
    file("build/server/index.js", 100);
    file("server/auth/auth-service.ts", 10);
    expect(staleBuildReason(root)).toBe("server changed after the last build");
  });

  it("ignores tests and the test harness, which no build contains", () => {
    root = mkdtempSync(path.join(tmpdir(), "icaro-build-"));
    file("build/server/index.js", 100);
    file("server/crash-recovery.int.test.ts", 10);
    file("app/news/ArticlePage.test.tsx", 10);
    file("server/testing/server-process.ts", 10);
    expect(staleBuildReason(root)).toBeNull();
  });
});
