import { describe, expect, it } from "vitest";
import {
  afterSignIn,
  forcedSignOutPath,
  guardRedirect,
  loginCallbackPath,
  loginCallbackTarget,
  loginPathFor,
  socialFailedPath,
} from "./auth-guard.ts";

describe("guardRedirect (docs/behaviour/accounts.md#page-guards)", () => {
  it.each([
    ["exempt", false, "/x", null],
    ["exempt", true, "/x", null],
    ["login", true, "/accounts/user/signedin/profile", null],
    [
      "login",
      false,
      "/accounts/user/signedin/profile",
      "/accounts/user?redirect=%2Faccounts%2Fuser%2Fsignedin%2Fprofile",
    ],
    ["login", false, "/readlater?page=2", "/accounts/user?redirect=%2Freadlater%3Fpage%3D2"],
    ["guest", false, "/accounts/user", null],
    ["guest", true, "/accounts/user", "/accounts/user/signedin/saved"],
    ["guest", true, "/accounts/user/signup-email", "/accounts/user/signedin/saved"],
    // The login callback (docs/behaviour/accounts.md#auth-redirect-targets) moves a reader who just signed in on, as a sign-in does.
    ["guest", true, "/accounts/user?login=1", "/"],
    ["guest", true, "/accounts/user?login=1&redirect=%2Freadlater", "/readlater"],
    ["guest", false, "/accounts/user?login=1&redirect=%2Freadlater", null],
    ["guest", true, "/accounts/user?login=0&redirect=%2Freadlater", "/accounts/user/signedin/saved"],
    ["guest", true, "/accounts/user/signup-email?login=1", "/accounts/user/signedin/saved"],
  ] as const)("%s page, signed in %s, %s → %s", (guard, signedIn, path, expected) => {
    expect(guardRedirect(guard, signedIn, path)).toBe(expected);
  });

  it("does not remember an unsafe or pointless page", () => {
    expect(loginPathFor("//evil.example")).toBe("/accounts/user");
    expect(loginPathFor("/")).toBe("/accounts/user");
    expect(loginPathFor(null)).toBe("/accounts/user");
  });
});

describe("afterSignIn", () => {
  it.each([
    [null, "/"],
    ["", "/"],
    ["/readlater", "/readlater"],
    ["/accounts/user/signedin/profile", "/accounts/user/signedin/profile"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/accounts/user", "/"],
    ["/accounts/user?login=1", "/"],
    ["/accounts/user/signup-email", "/"],
    ["/accounts/user/forgotpassword", "/"],
  ])("%s → %s", (remembered, expected) => {
    expect(afterSignIn(remembered)).toBe(expected);
  });
});

describe("the login callback (docs/behaviour/accounts.md#auth-redirect-targets /accounts/user?login=1)", () => {
  it("carries a safe page to return to, and only a safe one", () => {
    expect(loginCallbackPath(null)).toBe("/accounts/user?login=1");
    expect(loginCallbackPath("/readlater?page=2")).toBe(
      "/accounts/user?login=1&redirect=%2Freadlater%3Fpage%3D2",
    );
    expect(loginCallbackPath("//evil.example")).toBe("/accounts/user?login=1");
    expect(socialFailedPath("/readlater")).toBe("/accounts/user?social=failed&redirect=%2Freadlater");
    expect(socialFailedPath("https://evil.example")).toBe("/accounts/user?social=failed");
  });

  it.each([
    ["/accounts/user?login=1", "/"],
    ["/accounts/user/?login=1", "/"],
    [
      "/accounts/user?login=1&redirect=%2Faccounts%2Fuser%2Fsignedin%2Fprofile",
      "/accounts/user/signedin/profile",
    ],
    ["/accounts/user?login=1&redirect=%2F%2Fevil.example", "/"],
    ["/accounts/user?login=1&redirect=%2Faccounts%2Fuser%2Fforgotpassword", "/"],
    ["/accounts/user?redirect=%2Freadlater", null],
    ["/accounts/user/signedin?login=1", null],
    ["/readlater?login=1", null],
  ])("%s → %s", (path, expected) => {
    expect(loginCallbackTarget(path)).toBe(expected);
  });
});

describe("forcedSignOutPath (docs/behaviour/accounts.md#forced-sign-out)", () => {
  it.each([
    ["/", "/accounts/user/signedout?ended=1"],
    ["/readlater", "/accounts/user/signedout?ended=1&redirect=%2Freadlater"],
    [
      "/sports/scores?d=2026-01-01",
      "/accounts/user/signedout?ended=1&redirect=%2Fsports%2Fscores%3Fd%3D2026-01-01",
    ],
    // Not a safe page to remember (docs/behaviour/accounts.md#safe-redirect), but the reader still goes to the signed-out page.
    ["/feed/myfeed/id=-1&name=all&context=all", "/accounts/user/signedout?ended=1"],
    // The account pages are exempt.
    ["/accounts/user", null],
    ["/accounts/user?redirect=%2Freadlater", null],
    ["/accounts/user/signedin/profile", null],
    ["/accounts/user/signedout", null],
    ["/reset_password?token=x", null],
    ["/invalid_token", null],
    ["/accounts/username", "/accounts/user/signedout?ended=1&redirect=%2Faccounts%2Fusername"],
  ])("%s → %s", (path, expected) => {
    expect(forcedSignOutPath(path)).toBe(expected);
  });
});
