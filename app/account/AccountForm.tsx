import { useEffect, useRef } from "react";
import { Form, useActionData } from "react-router";

type Props = {
  children: React.ReactNode;
  /** The accessible name of the form, usually the page's heading id. */
  labelledBy: string;
  action?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  className?: string;
};

/**
 * A POST form that works before the page's JavaScript loads (the route's action answers it) and,
 * once it has, without reloading. The server checks every field and answers with errors next to
 * them; after a failed submission the first invalid field receives the focus.
 */
export function AccountForm({ children, labelledBy, action, onSubmit, className }: Props) {
  const reply = useActionData();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!reply) return;
    form.current?.querySelector<HTMLInputElement>("[aria-invalid='true']")?.focus();
  }, [reply]);
  return (
    <Form
      ref={form}
      method="post"
      action={action}
      noValidate
      aria-labelledby={labelledBy}
      className={className ?? "account-form"}
      onSubmit={onSubmit}
    >
      {children}
    </Form>
  );
}
