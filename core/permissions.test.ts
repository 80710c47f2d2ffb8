import { describe, expect, it } from "vitest";
import { hasPermission } from "./permissions.ts";

describe("hasPermission (spec §6)", () => {
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
