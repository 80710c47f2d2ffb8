/**
 * The account forms' checks (docs/behaviour/accounts.md#password-rules): a valid e-mail, a password of 8 characters or longer, a
 * confirmation that matches. Written out rather than with zod so the same code can run in the
 * browser without adding zod to the page's JavaScript; the API validates again with zod. Each
 * check returns the field's error code (an `accountErrors.*` key) or nothing.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
/** argon2 takes any length; a limit keeps a hostile body from costing a hash of megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export type FieldErrors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(email: string): string | undefined {
  if (email.trim() === "") return "required";
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email.trim())) return "invalid_email";
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (password === "") return "required";
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return "password_too_short";
  }
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === "") return "required";
  return password === confirmation ? undefined : "password_mismatch";
}

/**
 * The checks of a new password and its confirmation (sign-up, reset, profile): the confirmation
 * is judged only once the password itself is acceptable, so a reader fixes one thing at a time.
 */
export function newPasswordChecks(
  password: string,
  confirmation: string,
): Record<string, string | undefined> {
  const problem = passwordError(password);
  return {
    password: problem,
    password_confirmation: problem ? undefined : confirmationError(password, confirmation),
  };
}

/** Only the fields with an error, so `Object.keys(errors).length === 0` means valid. */
export function collectErrors(checks: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter(([, code]) => code !== undefined));
}

/** The text value of a form field ("" when missing or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
