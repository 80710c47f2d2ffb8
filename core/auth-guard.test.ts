import { describe, expect, it } from "vitest";
import { afterSignIn, guardRedirect, loginPathFor } from "./auth-guard.ts";

describe("guardRedirect (spec §4)", () => {
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
