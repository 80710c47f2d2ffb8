import { useT } from "#app/i18n/use-translation.ts";
import { FormField } from "./FormField.tsx";

type Props = {
  /** "password" on sign-up (the account's first), "newPassword" where one is replaced. */
  label: "password" | "newPassword";
  /** The form's field errors (accountErrors.* codes) by field name. */
  errors?: Partial<Record<string, string>>;
};

/**
 * A new password and its confirmation, as sign-up, reset and the profile ask for them: the same
 * names the API validates, the rules as a hint, and `new-password` so a manager offers to make one.
 */
export function NewPasswordFields({ label, errors }: Props) {
  const t = useT("account");
  return (
    <>
      <FormField
        name="password"
        type="password"
        label={t(`account.fields.${label}`)}
        hint={t("account.fields.passwordHint")}
        autoComplete="new-password"
        error={errors?.password}
        required
      />
      <FormField
        name="password_confirmation"
        type="password"
        label={t("account.fields.passwordConfirmation")}
        autoComplete="new-password"
        error={errors?.password_confirmation}
        required
      />
    </>
  );
}
