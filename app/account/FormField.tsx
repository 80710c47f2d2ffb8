import { useEffect, useId, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";

type Props = {
  name: string;
  label: string;
  type?: "email" | "password" | "text" | "url";
  /** WCAG 2.2 accessible authentication: password managers and autofill fill these in. */
  autoComplete: string;
  /** An accountErrors.* code, shown under the field and tied to it with aria-describedby. */
  error?: string;
  defaultValue?: string;
  hint?: string;
  required?: boolean;
};

/**
 * A labelled input with its hint and its error next to it. Paste is never blocked (WCAG 2.2
 * 3.3.8). A password field gets a "show password" switch once the page is interactive.
 */
export function FormField({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  defaultValue,
  hint,
  required,
}: Props) {
  const t = useT("account");
  const id = useId();
  const [interactive, setInteractive] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => setInteractive(true), []);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const inputType = type === "password" && shown ? "text" : type;
  return (
    <div className="field" data-invalid={error ? "true" : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field__required"> ({t("account.fields.required")})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={inputType}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoCapitalize={type === "email" || type === "password" ? "none" : undefined}
        spellCheck={type === "email" || type === "password" ? false : undefined}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {t(`accountErrors.${error}`)}
        </p>
      ) : null}
      {type === "password" && interactive ? (
        <label className="field__toggle">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {t("account.showPassword")}
        </label>
      ) : null}
    </div>
  );
}
