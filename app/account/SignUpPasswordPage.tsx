import { Link, redirect, useActionData } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, emailError, field, newPasswordChecks } from "#core/account/account-forms.ts";
import { requestCookie } from "#core/storage/cookies.ts";
import type { Route } from "./+types/SignUpPasswordPage";
import { AccountForm } from "./AccountForm.tsx";
import {
  assertSameOrigin,
  type FormReply,
  formFailure,
  redirectWithCookies,
  replyOfApiError,
} from "./auth-calls.server.ts";
import { FormAlert } from "./FormAlert.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { expiredCookie, noticeCookie, SIGNUP_EMAIL_COOKIE } from "./session-cookies.ts";
import { useAuthSubmit } from "./use-auth-submit.ts";
import "./account.css";

const EMAIL_STEP = "/accounts/user/signup-email";

/** The stored sign-up e-mail, when there is a valid one. */
function storedEmail(request: Request): string | null {
  const email = requestCookie(request, SIGNUP_EMAIL_COOKIE) ?? "";
  return emailError(email) ? null : email;
}

export const loader = pageLoader({
  load: ({ request }) => {
    const email = storedEmail(request);
    // Without the first step's e-mail there is nothing to create an account for.
    if (!email) throw redirect(EMAIL_STEP);
    return { email };
  },
});

/**
 * The second step of sign-up (docs/behaviour/accounts.md#e-mail-rules): the stored e-mail plus a password and its confirmation.
 * Success signs the reader in (the API sets the session) and goes home, like a sign-in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const email = storedEmail(request);
  if (!email) return redirect(EMAIL_STEP);
  const form = await request.formData();
  const password = field(form, "password");
  const confirmation = field(form, "password_confirmation");
  const errors = collectErrors(newPasswordChecks(password, confirmation));
  if (Object.keys(errors).length > 0) return formFailure({ errors, values: {} });
  const reply = await context.accounts.signUp({ email, password, passwordConfirmation: confirmation });
  if (!reply.ok) {
    // docs/behaviour/accounts.md#sign-up-and-reset-texts: a sign-up refused with 422 because the e-mail is taken shows the "account has been
    // created" text, above the form (the e-mail is not a field of this step).
    const failure =
      reply.code === "email_taken" ? { ...reply, code: "account_created", field: undefined } : reply;
    return formFailure(
      replyOfApiError(
        failure,
        { password_too_short: "password", password_mismatch: "password_confirmation" },
        {},
      ),
      reply.status,
      reply.cookies,
    );
  }
  return redirectWithCookies("/", reply.cookies, [
    expiredCookie(request, SIGNUP_EMAIL_COOKIE),
    noticeCookie(request, "signed_up"),
  ]);
}

export default function SignUpPasswordPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const reply = useActionData<FormReply>();
  const { busy, onSubmit } = useAuthSubmit("sign-up");
  return (
    <section className="account-page">
      <div className="account-card">
        <h1 id="sign-up-password-heading">{t("account.signUp.passwordHeading")}</h1>
        <p>
          {t("account.signUp.passwordIntro", { email: page?.email ?? "" })}{" "}
          <Link to={EMAIL_STEP}>{t("account.signUp.changeEmail")}</Link>
        </p>
        <FormAlert code={reply?.formError} minutes={reply?.minutes} />
        <AccountForm labelledBy="sign-up-password-heading" onSubmit={onSubmit}>
          {/* For password managers: the account name the new password belongs to. */}
          <input type="hidden" name="email" autoComplete="username" value={page?.email ?? ""} />
          <NewPasswordFields label="password" errors={reply?.errors} />
          <SubmitButton label={t("account.signUp.submit")} busyLabel={t("account.signUp.busy")} busy={busy} />
        </AccountForm>
      </div>
    </section>
  );
}
