import { Link, redirect, useActionData } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, emailError, field } from "#core/account/account-forms.ts";
import { requestCookie } from "#core/storage/cookies.ts";
import type { Route } from "./+types/SignUpEmailPage";
import { AccountForm } from "./AccountForm.tsx";
import { assertSameOrigin, type FormReply, formFailure } from "./auth-calls.server.ts";
import { FormField } from "./FormField.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { SIGNUP_EMAIL_COOKIE, signupEmailCookie } from "./session-cookies.ts";
import { useAuthSubmit } from "./use-auth-submit.ts";
import "./account.css";

export const loader = pageLoader({
  load: ({ request }) => ({ email: requestCookie(request, SIGNUP_EMAIL_COOKIE) ?? "" }),
});

/** The first step of sign-up: the e-mail is checked and stored for the password step (docs/behaviour/accounts.md#password-rules). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const email = field(form, "email").trim();
  const errors = collectErrors({ email: emailError(email) });
  if (Object.keys(errors).length > 0) return formFailure({ errors, values: { email } });
  return redirect("/accounts/user/signup-password", {
    headers: { "set-cookie": signupEmailCookie(request, email) },
  });
}

export default function SignUpEmailPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const reply = useActionData<FormReply>();
  const { busy, onSubmit } = useAuthSubmit("sign-up");
  return (
    <section className="account-page">
      <div className="account-card">
        <h1 id="sign-up-heading">{t("account.signUp.heading")}</h1>
        <p>{t("account.signUp.intro")}</p>
        <AccountForm labelledBy="sign-up-heading" onSubmit={onSubmit}>
          <FormField
            name="email"
            type="email"
            label={t("account.fields.email")}
            autoComplete="email"
            defaultValue={reply?.values.email ?? page?.email}
            error={reply?.errors.email}
            required
          />
          <SubmitButton label={t("account.signUp.next")} busyLabel={t("account.signUp.next")} busy={busy} />
        </AccountForm>
        <p className="account-card__aside">
          {t("account.signUp.haveAccount")} <Link to="/accounts/user">{t("account.signUp.signIn")}</Link>
        </p>
      </div>
    </section>
  );
}
