import { describe, expect, it } from "vitest";
import { allowedRedirect, isSafeRelativePath } from "./redirect-allow-list.ts";

const options = {
  publicOrigin: "https://icaro.example",
  allowedHosts: ["app.icaro.example", "localhost:4101"],
};

describe("isSafeRelativePath (docs/behaviour/accounts.md#safe-redirect)", () => {
  it.each(["/", "/accounts/user", "/es/sports/leagues/12?tab=table#top", "/a-b_c~d@e%20f"])(
    "accepts %s",
    (path) => {
      expect(isSafeRelativePath(path)).toBe(true);
    },
  );
  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "accounts",
    "/a b",
    "/<script>",
    "",
  ])("refuses %s", (path) => {
    expect(isSafeRelativePath(path)).toBe(false);
  });
});

describe("allowedRedirect", () => {
  it("resolves safe paths against the public origin", () => {
    expect(allowedRedirect("/pt/accounts/user/reset_password", options)).toBe(
      "https://icaro.example/pt/accounts/user/reset_password",
    );
  });
  it.each([
    [
      "https://icaro.example/accounts/user/reset_password",
      "https://icaro.example/accounts/user/reset_password",
    ],
    ["https://APP.icaro.example/reset", "https://app.icaro.example/reset"],
    ["http://localhost:4101/reset", "http://localhost:4101/reset"],
  ])("allows %s", (url, expected) => {
    expect(allowedRedirect(url, options)).toBe(expected);
  });
  it.each([
    "https://evil.example/reset",
    "https://icaro.example.evil.example/",
    "https://evil.example@icaro.example/",
    "https://user:pw@icaro.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "//evil.example/reset",
    "http://localhost:9999/reset",
    "not a url",
  ])("refuses %s", (url) => {
    expect(allowedRedirect(url, options)).toBeNull();
  });
});
