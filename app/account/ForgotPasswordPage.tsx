import { data, Link, useActionData } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, emailError, field } from "#core/account/account-forms.ts";
import type { Route } from "./+types/ForgotPasswordPage";
import { AccountForm } from "./AccountForm.tsx";
import { assertSameOrigin, type FormReply, formFailure, replyOfApiError } from "./auth-calls.server.ts";
import { FormAlert, FormNotice } from "./FormAlert.tsx";
import { FormField } from "./FormField.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import "./account.css";

export const loader = pageLoader();

/**
 * Sends a reset link (docs/behaviour/accounts.md#account-api `POST auth/password {email, redirect_url}`). docs/behaviour/accounts.md#sign-up-and-reset-texts: a 404 is the
 * "email missing" notification above the form, with the login text "Email not found" next to the
 * field; success says the recovery e-mail was sent and to check the junk folder for its link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const email = field(form, "email").trim();
  const values = { email };
  const errors = collectErrors({ email: emailError(email) });
  if (Object.keys(errors).length > 0) return formFailure({ errors, values });
  // The e-mail, in this language, links to this language's /accounts/user/reset_password.
  const reply = await context.accounts.requestPasswordReset({ email });
  if (!reply.ok) {
    if (reply.status === 404) {
      return formFailure({ errors: { email: "email_not_found" }, formError: "email_missing", values }, 404);
    }
    return formFailure(replyOfApiError(reply, { invalid_email: "email" }, values), reply.status);
  }
  return data({ sent: true, errors: {}, values } satisfies FormReply & { sent: true });
}

export default function ForgotPasswordPage() {
  const t = useT("account");
  const reply = useActionData<FormReply & { sent?: boolean }>();
  const { busy, onSubmit } = useAuthSubmit("sign-in");
  return (
    <section className="account-page">
      <div className="account-card">
        <h1 id="forgot-heading">{t("account.forgot.heading")}</h1>
        <p>{t("account.forgot.intro")}</p>
        <FormAlert code={reply?.formError} minutes={reply?.minutes} />
        <FormNotice
          text={
            reply?.sent
              ? `${t("accountErrors.recovery_sent")} ${t("accountErrors.reset_link_sent")}`
              : undefined
          }
        />
        <AccountForm labelledBy="forgot-heading" onSubmit={onSubmit}>
          <FormField
            name="email"
            type="email"
            label={t("account.fields.email")}
            autoComplete="email"
            defaultValue={reply?.values.email}
            error={reply?.errors.email}
            required
          />
          <SubmitButton label={t("account.forgot.submit")} busyLabel={t("account.forgot.busy")} busy={busy} />
        </AccountForm>
        <p className="account-card__aside">
          <Link to="/accounts/user">{t("account.forgot.back")}</Link>
        </p>
      </div>
    </section>
  );
}
