import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id at the chosen cost and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse")).toBe(true);
    expect(await verifyPassword(stored, "correct hors")).toBe(false);
    // Salted: the same password hashes differently each time.
    expect(await hashPassword("correct horse")).not.toBe(stored);
  });
  it("says no for a missing or corrupt stored hash instead of throwing", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });
});
