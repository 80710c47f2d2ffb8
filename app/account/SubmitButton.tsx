/** The form's button; while its request runs it says so (docs/behaviour/accounts.md#sign-in-and-sign-up busy state) and stays focusable. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  name,
  value,
  danger,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  name?: string;
  value?: string;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      className={danger ? "button button--danger" : "button"}
      name={name}
      value={value}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
