import { describe, expect, it } from "vitest";
import {
  collectErrors,
  confirmationError,
  emailError,
  field,
  newPasswordChecks,
  passwordError,
} from "./account-forms.ts";

describe("emailError (docs/behaviour/accounts.md#e-mail-rules)", () => {
  it.each([
    ["ana@example.com", undefined],
    [" ana@example.co.uk ", undefined],
    ["", "required"],
    ["   ", "required"],
    ["ana", "invalid_email"],
    ["ana@", "invalid_email"],
    ["ana@example", "invalid_email"],
    ["ana@@example.com", "invalid_email"],
    ["an a@example.com", "invalid_email"],
    ["ana@example..com", "invalid_email"],
    [`${"a".repeat(250)}@example.com`, "invalid_email"],
  ])("%s → %s", (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });
});

describe("passwordError", () => {
  it.each([
    ["", "required"],
    ["1234567", "password_too_short"],
    ["12345678", undefined],
    ["pässwörd with spaces", undefined],
    ["x".repeat(129), "password_too_short"],
  ])("%s → %s", (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });
});

describe("confirmationError", () => {
  it("needs the same password again", () => {
    expect(confirmationError("secret-123", "secret-123")).toBeUndefined();
    expect(confirmationError("secret-123", "secret-124")).toBe("password_mismatch");
    expect(confirmationError("secret-123", "")).toBe("required");
  });
});

describe("collectErrors and field", () => {
  it("keeps only the failing fields", () => {
    expect(collectErrors({ email: undefined, password: "required" })).toEqual({ password: "required" });
  });

  it("reads text fields, never files", () => {
    const form = new FormData();
    form.set("email", "ana@example.com");
    form.set("photo", new Blob(["x"]));
    expect(field(form, "email")).toBe("ana@example.com");
    expect(field(form, "photo")).toBe("");
    expect(field(form, "missing")).toBe("");
  });
});

describe("newPasswordChecks", () => {
  it.each([
    ["secret-123", "secret-123", {}],
    ["secret-123", "secret-124", { password_confirmation: "password_mismatch" }],
    ["secret-123", "", { password_confirmation: "required" }],
    // The confirmation waits until the password itself is acceptable.
    ["short", "other", { password: "password_too_short" }],
    ["", "", { password: "required" }],
  ])("%j / %j → %j", (password, confirmation, expected) => {
    expect(collectErrors(newPasswordChecks(password, confirmation))).toEqual(expected);
  });
});
