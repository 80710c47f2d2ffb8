import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";

/**
 * A message about the whole form (docs/behaviour/accounts.md#login-texts texts: "Email and Password do not match", "Account
 * already exists"…), announced when it appears. An expired reset link offers a new one; an e-mail
 * without an account offers to create one.
 */
export function FormAlert({ code, minutes }: { code?: string; minutes?: number }) {
  const t = useT("account");
  if (!code) return null;
  return (
    <div className="form-alert" role="alert">
      <p>{t(`accountErrors.${code}`, { minutes: minutes ?? 15 })}</p>
      {code === "expired_token" || code === "invalid_token" ? (
        <p>
          <Link to="/accounts/user/forgotpassword">{t("invalidToken.resend")}</Link>
        </p>
      ) : null}
      {code === "email_missing" ? (
        <p>
          <Link to="/accounts/user/signup-email">{t("account.signIn.createAccount")}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** A success message of a form (a reset link sent, a password changed), announced politely. */
export function FormNotice({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p className="form-notice" role="status">
      {text}
    </p>
  );
}
