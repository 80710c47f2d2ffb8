import { Link, useActionData } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, emailError, field } from "#core/account/account-forms.ts";
import { afterSignIn, REDIRECT_PARAM, SOCIAL_FAILED_PARAM } from "#core/account/auth-guard.ts";
import { isSafeRedirect } from "#core/routing/safe-redirect.ts";
import type { Route } from "./+types/SignInPage";
import { AccountForm } from "./AccountForm.tsx";
import {
  assertSameOrigin,
  type FormReply,
  formFailure,
  redirectWithCookies,
  replyOfApiError,
} from "./auth-calls.server.ts";
import { FormAlert } from "./FormAlert.tsx";
import { FormField } from "./FormField.tsx";
import { SocialSignIn } from "./SocialSignIn.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { socialProviders } from "./social-providers.server.ts";
import { useAuthSubmit } from "./use-auth-submit.ts";
import "./account.css";

export const loader = pageLoader({
  load: async ({ request, context }) => {
    const query = new URL(request.url).searchParams;
    const remembered = query.get(REDIRECT_PARAM);
    const redirect = isSafeRedirect(remembered) ? remembered : null;
    return {
      redirect,
      // The API sent a browser whose social login failed back here (docs/behaviour/accounts.md#login-texts).
      socialFailed: query.get(SOCIAL_FAILED_PARAM) === "failed",
      providers: await socialProviders(context, redirect),
    };
  },
});

/**
 * Sign-in (docs/behaviour/accounts.md#remembered-page): success goes to the remembered page if it is safe, otherwise home. A social
 * login comes back to this page as the login callback (`?login=1`), whose guard moves the signed-in
 * reader on the same way (core/account/auth-guard.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const form = await request.formData();
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const remembered = field(form, REDIRECT_PARAM);
  const values = { email };
  // The length rule is not checked on sign-in: the API answers for the account as it is.
  const errors = collectErrors({
    email: emailError(email),
    password: password === "" ? "required" : undefined,
  });
  if (Object.keys(errors).length > 0) return formFailure({ errors, values });
  const reply = await context.accounts.signIn({ email, password });
  if (!reply.ok) {
    return formFailure(
      replyOfApiError(reply, { invalid_email: "email", email_not_found: "email" }, values),
      reply.status,
      reply.cookies,
    );
  }
  return redirectWithCookies(afterSignIn(remembered), reply.cookies);
}

export default function SignInPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const reply = useActionData<FormReply>();
  const { busy, onSubmit } = useAuthSubmit("sign-in");
  return (
    <section className="account-page">
      <div className="account-card">
        <h1 id="sign-in-heading">{t("account.signIn.heading")}</h1>
        <p>{page?.redirect ? t("account.signIn.returnNotice") : t("account.signIn.intro")}</p>
        {/* docs/behaviour/accounts.md#login-texts: a failed social login shows the sign-in's "Email and Password do not match". */}
        <FormAlert
          code={reply ? reply.formError : page?.socialFailed ? "invalid_credentials" : undefined}
          minutes={reply?.minutes}
        />
        <AccountForm labelledBy="sign-in-heading" onSubmit={onSubmit}>
          {page?.redirect ? <input type="hidden" name={REDIRECT_PARAM} value={page.redirect} /> : null}
          <FormField
            name="email"
            type="email"
            label={t("account.fields.email")}
            autoComplete="username"
            defaultValue={reply?.values.email}
            error={reply?.errors.email}
            required
          />
          <FormField
            name="password"
            type="password"
            label={t("account.fields.password")}
            autoComplete="current-password"
            error={reply?.errors.password}
            required
          />
          <SubmitButton label={t("account.signIn.submit")} busyLabel={t("account.signIn.busy")} busy={busy} />
        </AccountForm>
        <p className="account-card__aside">
          <Link to="/accounts/user/forgotpassword">{t("account.signIn.forgot")}</Link>
        </p>
        <SocialSignIn providers={page?.providers ?? []} />
        <p className="account-card__aside">
          {t("account.signIn.noAccount")}{" "}
          <Link to="/accounts/user/signup-email">{t("account.signIn.createAccount")}</Link>
        </p>
      </div>
    </section>
  );
}
