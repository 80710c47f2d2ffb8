import { EMAIL_MAX_LENGTH, emailError, field } from "#core/account/account-forms.ts";

/**
 * The rewards form's checks (docs/behaviour/accounts.md#e-mail-rules: invalid name, invalid e-mail, required fields), the same in
 * the browser and in the page's action; the API checks again and adds the duplicate e-mail. Each
 * returns the field's error key in the rewards catalog, or nothing.
 */
export const NAME_MAX_LENGTH = 100;
/** Letters of any language, with spaces, apostrophes, hyphens and dots: the API's rule (decision 0075). */
const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;

export function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return "rewards.form.required";
  if (trimmed.length < 2 || trimmed.length > NAME_MAX_LENGTH || !NAME.test(trimmed))
    return "rewards.form.invalidName";
  return undefined;
}

export function rewardsEmailError(email: string): string | undefined {
  const code = emailError(email);
  if (code === "required") return "rewards.form.required";
  if (code) return "rewards.form.invalidEmail";
  return email.length > EMAIL_MAX_LENGTH ? "rewards.form.invalidEmail" : undefined;
}

export type RewardsFormValues = { name: string; email: string; token: string };
export type RewardsFormErrors = { name?: string; email?: string };

export function rewardsFormValues(form: FormData): RewardsFormValues {
  return {
    name: field(form, "name").trim(),
    email: field(form, "email").trim(),
    token: field(form, "token"),
  };
}

export function rewardsFormErrors(values: Pick<RewardsFormValues, "name" | "email">): RewardsFormErrors {
  const errors: RewardsFormErrors = {};
  const name = nameError(values.name);
  const email = rewardsEmailError(values.email);
  if (name) errors.name = name;
  if (email) errors.email = email;
  return errors;
}
