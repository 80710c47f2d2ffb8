import { data, redirect, useActionData, useNavigation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { collectErrors, field, newPasswordChecks } from "#core/account/account-forms.ts";
import { SIGNED_OUT_PATH } from "#core/account/auth-guard.ts";
import type { Route } from "./+types/ProfilePage";
import { AccountForm } from "./AccountForm.tsx";
import { AccountTabs } from "./AccountTabs.tsx";
import {
  assertSameOrigin,
  type FormReply,
  formFailure,
  redirectWithCookies,
  replyOfApiError,
} from "./auth-calls.server.ts";
import { FormAlert, FormNotice } from "./FormAlert.tsx";
import { FormField } from "./FormField.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import "./account.css";

export const loader = pageLoader();

type ProfileReply = FormReply & { intent?: "details" | "password" | "delete"; saved?: boolean };

const NAME_MAX_LENGTH = 100;
const PHOTO_MAX_LENGTH = 2048;

function photoError(photo: string): string | undefined {
  if (photo === "") return undefined;
  try {
    const url = new URL(photo);
    return (url.protocol === "https:" || url.protocol === "http:") && photo.length <= PHOTO_MAX_LENGTH
      ? undefined
      : "invalid_photo";
  } catch {
    return "invalid_photo";
  }
}

/** The profile's three forms, told apart by their button's `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  if (!context.user) throw redirect("/accounts/user");
  const form = await request.formData();
  const intent = field(form, "intent");

  if (intent === "details") {
    const name = field(form, "name").trim().slice(0, NAME_MAX_LENGTH);
    const photo = field(form, "photo").trim();
    const values = { name, photo };
    const errors = collectErrors({ photo: photoError(photo) });
    if (Object.keys(errors).length > 0) return formFailure({ errors, values, intent } as ProfileReply);
    const reply = await context.accounts.updateProfile({ name: name || null, photo: photo || null });
    if (!reply.ok)
      return formFailure({ ...replyOfApiError(reply, {}, values), intent } as ProfileReply, reply.status);
    return data({ intent, saved: true, errors: {}, values } satisfies ProfileReply);
  }

  if (intent === "password") {
    const current = field(form, "current_password");
    const password = field(form, "password");
    const confirmation = field(form, "password_confirmation");
    const errors = collectErrors({
      current_password: current === "" ? "required" : undefined,
      ...newPasswordChecks(password, confirmation),
    });
    if (Object.keys(errors).length > 0) return formFailure({ errors, values: {}, intent } as ProfileReply);
    const reply = await context.accounts.changePassword({
      currentPassword: current,
      password,
      passwordConfirmation: confirmation,
    });
    if (!reply.ok) {
      const fields = {
        invalid_current_password: "current_password",
        invalid_credentials: "current_password",
        password_too_short: "password",
        password_mismatch: "password_confirmation",
      };
      return formFailure({ ...replyOfApiError(reply, fields, {}), intent } as ProfileReply, reply.status);
    }
    return data({ intent, saved: true, errors: {}, values: {} } satisfies ProfileReply);
  }

  if (intent === "delete") {
    if (field(form, "confirm") !== "yes") {
      return formFailure({ errors: { confirm: "confirm_required" }, values: {}, intent } as ProfileReply);
    }
    const reply = await context.accounts.removeAccount();
    if (!reply.ok)
      return formFailure({ ...replyOfApiError(reply, {}, {}), intent } as ProfileReply, reply.status);
    // docs/behaviour/accounts.md#sign-out-and-removal: removal clears the session like a sign-out, then the message shows after 1000 ms.
    return redirectWithCookies(`${SIGNED_OUT_PATH}?removed=1`, reply.cookies);
  }

  return formFailure({ errors: {}, formError: "generic", values: {} }, 400);
}

/** The reader's details, a new password, and the removal of the account with everything tied to it. */
export default function ProfilePage() {
  const t = useT("account");
  const user = useRootData()?.user;
  const reply = useActionData<ProfileReply>();
  const navigation = useNavigation();
  const running = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const replyFor = (intent: ProfileReply["intent"]) => (reply?.intent === intent ? reply : undefined);
  if (!user) return null;
  const details = replyFor("details");
  const password = replyFor("password");
  const removal = replyFor("delete");
  return (
    <div className="account-area">
      <AccountTabs />
      <section className="account-area__content" aria-labelledby="profile-heading">
        <h1 id="profile-heading">{t("account.profile.heading")}</h1>
        <div className="profile-summary">
          {user.photo ? (
            <img
              className="profile-summary__photo"
              src={user.photo}
              alt={t("account.profile.photoAlt")}
              width={64}
              height={64}
            />
          ) : (
            <span className="profile-summary__initial" aria-hidden="true">
              {(user.name || user.email).slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            {user.name ? <p className="profile-summary__name">{user.name}</p> : null}
            <p>{t("account.profile.signedInAs", { email: user.email })}</p>
            {user.provider && user.provider !== "email" ? (
              <p>{t("account.profile.via", { provider: user.provider })}</p>
            ) : null}
          </div>
        </div>

        <section className="account-section" aria-labelledby="details-heading">
          <h2 id="details-heading">{t("account.profile.details")}</h2>
          <FormAlert code={details?.formError} minutes={details?.minutes} />
          <FormNotice text={details?.saved ? t("account.profile.detailsSaved") : undefined} />
          <AccountForm labelledBy="details-heading">
            <FormField
              name="name"
              label={t("account.fields.name")}
              autoComplete="name"
              defaultValue={details?.values.name ?? user.name ?? ""}
              error={details?.errors.name}
            />
            <FormField
              name="photo"
              type="url"
              label={t("account.fields.photo")}
              autoComplete="photo"
              defaultValue={details?.values.photo ?? user.photo ?? ""}
              error={details?.errors.photo}
            />
            <SubmitButton
              name="intent"
              value="details"
              label={t("account.profile.saveDetails")}
              busyLabel={t("account.profile.saveDetails")}
              busy={running("details")}
            />
          </AccountForm>
        </section>

        <section className="account-section" aria-labelledby="password-heading">
          <h2 id="password-heading">{t("account.profile.changePassword")}</h2>
          <FormAlert code={password?.formError} minutes={password?.minutes} />
          <FormNotice text={password?.saved ? t("account.profile.passwordChanged") : undefined} />
          <AccountForm labelledBy="password-heading">
            <input type="hidden" name="email" autoComplete="username" value={user.email} />
            <FormField
              name="current_password"
              type="password"
              label={t("account.fields.currentPassword")}
              autoComplete="current-password"
              error={password?.errors.current_password}
              required
            />
            <NewPasswordFields label="newPassword" errors={password?.errors} />
            <SubmitButton
              name="intent"
              value="password"
              label={t("account.profile.savePassword")}
              busyLabel={t("account.reset.busy")}
              busy={running("password")}
            />
          </AccountForm>
        </section>

        <section className="account-section account-section--danger" aria-labelledby="delete-heading">
          <h2 id="delete-heading">{t("account.profile.deleteHeading")}</h2>
          <p>{t("account.profile.deleteWarning")}</p>
          <FormAlert code={removal?.formError} minutes={removal?.minutes} />
          <AccountForm labelledBy="delete-heading">
            <div className="field" data-invalid={removal?.errors.confirm ? "true" : undefined}>
              <label className="field__check">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  aria-invalid={removal?.errors.confirm ? true : undefined}
                  aria-describedby={removal?.errors.confirm ? "delete-confirm-error" : undefined}
                />
                {t("account.profile.deleteConfirm")}
              </label>
              {removal?.errors.confirm ? (
                <p id="delete-confirm-error" className="field__error">
                  {t(`accountErrors.${removal.errors.confirm}`)}
                </p>
              ) : null}
            </div>
            <SubmitButton
              name="intent"
              value="delete"
              danger
              label={t("account.profile.deleteSubmit")}
              busyLabel={t("account.profile.deleteBusy")}
              busy={running("delete")}
            />
          </AccountForm>
        </section>
      </section>
    </div>
  );
}
