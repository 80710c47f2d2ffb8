import { z } from "zod";
import { isLocale, type Locale } from "#core/i18n/locales.ts";
import { authErrors } from "./auth-error.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwords.ts";

const emailSchema = z.email().max(254);

/** Trims and checks an e-mail (docs/behaviour/accounts.md#e-mail-rules "The e-mail must be valid"); the stored form keeps its case. */
export function validEmail(value: unknown): string {
  const email = typeof value === "string" ? value.trim() : "";
  if (!emailSchema.safeParse(email).success) throw authErrors.invalidEmail();
  return email;
}

/** docs/behaviour/accounts.md#password-rules: at least 8 characters, and the confirmation (when sent) must match. */
export function validNewPassword(password: unknown, confirmation?: unknown): string {
  if (typeof password !== "string" || [...password].length < PASSWORD_MIN_LENGTH)
    throw authErrors.passwordTooShort();
  if (password.length > PASSWORD_MAX_LENGTH) throw authErrors.passwordTooLong();
  if (confirmation !== undefined && confirmation !== null && confirmation !== password)
    throw authErrors.passwordMismatch();
  return password;
}

/** The reader's language: an explicit one, else the first of Accept-Language we have, else English. */
export function pickLocale(explicit: unknown, acceptLanguage?: string | null): Locale {
  if (isLocale(explicit)) return explicit;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return "en";
}

// Request bodies. Fields are loosely typed here (strings of any shape) so that a malformed e-mail or
// a short password gets its own code (invalid_email, password_too_short) instead of invalid_body.
const loose = z.string().max(2048).optional();
const deviceToken = z.string().max(4096).nullish();

export const signUpBody = z.object({
  email: loose,
  password: loose,
  password_confirmation: loose,
  passwordConfirmation: loose,
  device_token: deviceToken,
  locale: loose,
  name: z.string().max(200).optional(),
});
export const signInBody = z.object({ email: loose, password: loose, device_token: deviceToken });
export const passwordRequestBody = z.object({ email: loose, redirect_url: loose, locale: loose });
export const passwordUpdateBody = z.object({
  reset_password_token: loose,
  token: loose,
  password: loose,
  password_confirmation: loose,
  passwordConfirmation: loose,
});
export const removalBody = z.object({ device_token: deviceToken }).optional();
export const signOutBody = z.object({ device_token: deviceToken }).passthrough().optional();
export const socialLoginBody = z.object({
  accessToken: z.string().min(1).max(4096),
  device_token: deviceToken,
});
