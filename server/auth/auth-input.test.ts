import { describe, expect, it } from "vitest";
import { AuthError } from "./auth-error.ts";
import { pickLocale, validEmail, validNewPassword } from "./auth-input.ts";

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AuthError ? error.code : "other";
  }
  return "none";
};

describe("account input rules (docs/behaviour/accounts.md#validation)", () => {
  it("accepts valid e-mails, trimmed", () => {
    expect(validEmail("  ana@example.com ")).toBe("ana@example.com");
  });
  it.each(["", "ana", "ana@", "@example.com", "ana@example", 42, null])("refuses the e-mail %j", (email) => {
    expect(codeOf(() => validEmail(email))).toBe("invalid_email");
  });
  it("needs 8 characters, counted as characters, and a matching confirmation", () => {
    expect(codeOf(() => validNewPassword("1234567"))).toBe("password_too_short");
    expect(validNewPassword("12345678")).toBe("12345678");
    expect(codeOf(() => validNewPassword("🙂🙂🙂🙂"))).toBe("password_too_short");
    expect(codeOf(() => validNewPassword("12345678", "12345679"))).toBe("password_mismatch");
    expect(validNewPassword("12345678", "12345678")).toBe("12345678");
    expect(codeOf(() => validNewPassword("x".repeat(257)))).toBe("password_too_long");
    expect(codeOf(() => validNewPassword(undefined))).toBe("password_too_short");
  });
  it("picks the explicit locale, else the first known of Accept-Language, else English", () => {
    expect(pickLocale("pt", "es")).toBe("pt");
    expect(pickLocale(undefined, "fr-FR,es;q=0.8,pt;q=0.5")).toBe("es");
    expect(pickLocale("xx", "de")).toBe("en");
  });
});
