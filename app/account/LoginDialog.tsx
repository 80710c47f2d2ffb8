import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { loginPathFor } from "#core/account/auth-guard.ts";

/**
 * The dialog of the login popup (app/account/LoginPopup.tsx): a modal <dialog> whose focus moves
 * in and back, closed by Escape, by its button or by following one of its links.
 */
export function LoginDialog({ message, onClose }: { message: string; onClose: () => void }) {
  // Its texts come with the account domain, loaded when the dialog first opens (it suspends till then).
  const t = useT("account");
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const back = location.pathname + location.search;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Following one of its links is a navigation: the popup has done its job.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) onClose();
  }, [location.key, onClose]);

  return (
    <dialog ref={dialog} className="login-popup" aria-labelledby="login-popup-heading" onClose={onClose}>
      <h2 id="login-popup-heading">{t("loginPopup.heading")}</h2>
      <p>{t(message)}</p>
      <div className="actions">
        <Link className="button" to={loginPathFor(back)}>
          {t("loginPopup.signIn")}
        </Link>
        <Link className="button button--secondary" to="/accounts/user/signup-email">
          {t("loginPopup.signUp")}
        </Link>
      </div>
      <button type="button" className="login-popup__close" onClick={onClose}>
        {t("loginPopup.close")}
      </button>
    </dialog>
  );
}
