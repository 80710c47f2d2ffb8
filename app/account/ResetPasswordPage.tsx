import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { routerPath } from "#app/routing/middleware.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, field, newPasswordChecks } from "#core/account/account-forms.ts";
import type { Route } from "./+types/ResetPasswordPage";
import { AccountForm } from "./AccountForm.tsx";
import { assertSameOrigin, type FormReply, formFailure, replyOfApiError } from "./auth-calls.server.ts";
import { FormAlert, FormNotice } from "./FormAlert.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { useAuthSubmit } from "./use-auth-submit.ts";
import "./account.css";

const INVALID_TOKEN = "/invalid_token";
/** The query of the page after a successful reset (the token is spent by then). */
const DONE = "done";

/** The reset token of the e-mail's link (`?token=`, or devise's `reset_password_token`). */
function tokenOf(url: URL): string | null {
  const token = url.searchParams.get("token") ?? url.searchParams.get("reset_password_token");
  return token && /^[A-Za-z0-9_-]{8,256}$/.test(token) ? token : null;
}

const load = async ({
  request,
  context,
}: Pick<Route.LoaderArgs, "request" | "context">): Promise<{ done: boolean }> => {
  const url = new URL(request.url);
  // After the reset the reader is signed in with the new password: the page says so. Without a
  // session `?done` means nothing and the token rules below apply.
  if (url.searchParams.has(DONE) && context.user) return { done: true };
  const token = tokenOf(url);
  // A link without a usable token, or a used or expired one, leads to the invalid-token page at
  // once (docs/behaviour/accounts.md#account-pages), rather than after the reader has typed a new password.
  if (!token || (await context.accounts.checkResetToken(token)) !== "valid") throw redirect(INVALID_TOKEN);
  return { done: false };
};

// One module serves the e-mail's link and the spec's fixed /reset_password page.
export const loader = pageLoader({ load });

/**
 * A new password with the reset token (`PUT auth/password`). A tampered, used or expired token
 * leads to /invalid_token with its resend link (docs/behaviour/accounts.md#sign-up-and-reset-texts "Change-password token expired").
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const token = tokenOf(new URL(request.url));
  if (!token) return redirect(INVALID_TOKEN);
  const form = await request.formData();
  const password = field(form, "password");
  const confirmation = field(form, "password_confirmation");
  const errors = collectErrors(newPasswordChecks(password, confirmation));
  if (Object.keys(errors).length > 0) return formFailure({ errors, values: {} });
  const reply = await context.accounts.resetPassword({ token, password, passwordConfirmation: confirmation });
  if (!reply.ok) {
    if (reply.code === "invalid_token" || reply.code === "expired_token") return redirect(INVALID_TOKEN);
    return formFailure(
      replyOfApiError(
        reply,
        { password_too_short: "password", password_mismatch: "password_confirmation" },
        {},
      ),
      reply.status,
    );
  }
  // The service signs this browser in with the new password (and every other client out). The
  // token is spent now: the page's data, loaded again after the action (by a browser without
  // JavaScript in the same request), would send the reader to /invalid_token. So the answer is a
  // redirect to the page without the token, where the signed-in reader reads the success message.
  const headers = new Headers();
  for (const cookie of reply.cookies) headers.append("set-cookie", cookie);
  return redirect(`${routerPath(request, context)}?${DONE}`, { headers });
}

export default function ResetPasswordPage() {
  const t = useT("account");
  const { done } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const { busy, onSubmit } = useAuthSubmit("sign-in");
  return (
    <section className="account-page">
      <div className="account-card">
        <h1 id="reset-heading">{t("account.reset.heading")}</h1>
        {done ? (
          <>
            <FormNotice text={t("account.reset.done")} />
            <p className="actions">
              <Link className="button" to="/">
                {t("account.signedOut.home")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>{t("account.reset.intro")}</p>
            <FormAlert code={reply?.formError} minutes={reply?.minutes} />
            <AccountForm labelledBy="reset-heading" onSubmit={onSubmit}>
              <NewPasswordFields label="newPassword" errors={reply?.errors} />
              <SubmitButton
                label={t("account.reset.submit")}
                busyLabel={t("account.reset.busy")}
                busy={busy}
              />
            </AccountForm>
          </>
        )}
      </div>
    </section>
  );
}
