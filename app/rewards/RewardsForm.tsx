import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { EMAIL_MAX_LENGTH } from "#core/account/account-forms.ts";
import { NAME_MAX_LENGTH, type RewardsFormErrors, rewardsFormErrors } from "./rewards-form.ts";

/** What the landing page's action answers (app/rewards/CampaignPage.tsx). */
export type RewardsFormReply = {
  errors: RewardsFormErrors;
  values: { name: string; email: string };
  /** A rewards catalog key about the whole form. */
  formError?: string;
  registered?: boolean;
};

type Props = { campaign: string; token: string; reply: RewardsFormReply | undefined };

/**
 * The rewards form (docs/behaviour/accounts.md#e-mail-rules): name and e-mail, each with its error next to it (aria-invalid,
 * aria-describedby). It posts to the landing page's action, so it works before the page's
 * JavaScript; once it runs, the same checks answer before the form leaves the page.
 */
export function RewardsForm({ campaign, token, reply }: Props) {
  const t = useT("rewards");
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [local, setLocal] = useState<RewardsFormErrors | null>(null);
  const errors = local ?? reply?.errors ?? {};
  const invalid = Boolean(errors.name || errors.email);
  return (
    <section className="rewards-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("rewards.form.title")}</h2>
      <div role="alert" className="rewards-form__alert">
        {invalid ? <p>{t("rewards.form.fix")}</p> : null}
        {reply?.formError && !local ? <p>{t(reply.formError)}</p> : null}
      </div>
      <p role="status" className="rewards-form__notice">
        {reply?.registered && !local ? t("rewards.form.registered") : null}
      </p>
      <Form
        method="post"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = rewardsFormErrors({
            name: String(form.get("name") ?? ""),
            email: String(form.get("email") ?? ""),
          });
          if (found.name || found.email) {
            event.preventDefault();
            setLocal(found);
            const first = event.currentTarget.querySelector<HTMLInputElement>(
              found.name ? "input[name=name]" : "input[name=email]",
            );
            first?.focus();
          } else {
            setLocal(null);
          }
        }}
      >
        <input type="hidden" name="campaign" value={campaign} />
        <input type="hidden" name="token" value={token} />
        <Field
          id={`${id}-name`}
          name="name"
          label={t("rewards.form.name")}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          defaultValue={reply?.values.name}
          error={errors.name ? t(errors.name) : undefined}
        />
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          label={t("rewards.form.email")}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={reply?.values.email}
          error={errors.email ? t(errors.email) : undefined}
        />
        <button type="submit" className="rewards-form__submit" disabled={busy}>
          {busy ? t("rewards.form.submitting") : t("rewards.form.submit")}
        </button>
      </Form>
    </section>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
};

function Field({ id, name, label, type = "text", autoComplete, maxLength, defaultValue, error }: FieldProps) {
  return (
    <div className="rewards-form__field" data-invalid={error ? "true" : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoCapitalize={type === "email" ? "none" : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="rewards-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
