import { describe, expect, it } from "vitest";
import { ACCOUNT_SCOPES, hasPermission, LIKE_PERMISSION, likeAccess } from "./permissions.ts";

describe("hasPermission (docs/behaviour/accounts.md#permissions)", () => {
  it("reads a scope list", () => {
    expect(hasPermission({ scope: ["like", "follow"] }, "like")).toBe(true);
    expect(hasPermission({ scope: ["follow"] }, "like")).toBe(false);
  });

  it("reads a scope map by truthiness", () => {
    expect(hasPermission({ scope: { like: true, follow: 0 } }, "like")).toBe(true);
    expect(hasPermission({ scope: { like: true, follow: 0 } }, "follow")).toBe(false);
    expect(hasPermission({ scope: { like: "yes" } }, "like")).toBe(true);
  });

  it("ignores inherited properties of the map", () => {
    expect(hasPermission({ scope: {} }, "toString")).toBe(false);
    expect(hasPermission({ scope: {} }, "constructor")).toBe(false);
  });

  it("gives an anonymous visitor or a user without scope nothing", () => {
    expect(hasPermission(null, "like")).toBe(false);
    expect(hasPermission(undefined, "like")).toBe(false);
    expect(hasPermission({}, "like")).toBe(false);
  });
});

describe("likeAccess (docs/behaviour/read-later.md#likes: likes need an account)", () => {
  it("likes for an account holding the like scope, as a list or a map", () => {
    expect(likeAccess({ scope: [...ACCOUNT_SCOPES] })).toBe("like");
    expect(likeAccess({ scope: { like: 1 } })).toBe("like");
  });

  it("asks a guest to sign in, and tells an account without the scope that it may not", () => {
    expect(likeAccess(null)).toBe("sign-in");
    expect(likeAccess(undefined)).toBe("sign-in");
    expect(likeAccess({ scope: [] })).toBe("not-allowed");
    expect(likeAccess({ scope: { like: false } })).toBe("not-allowed");
    expect(likeAccess({})).toBe("not-allowed");
  });

  it("is given to every new account", () => {
    expect(ACCOUNT_SCOPES).toContain(LIKE_PERMISSION);
  });
});
