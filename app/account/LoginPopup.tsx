import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { loginPathFor } from "#core/auth-guard.ts";
import "./account-menu.css";

type LoginPopup = {
  /** Asks the visitor to sign in; `message` is a translation key (default: loginPopup.message). */
  open: (message?: string) => void;
};

const LoginPopupContext = createContext<LoginPopup>({ open: () => {} });

/**
 * The popup asking for login (spec §2 "Other screens"), raised by features that need an account
 * (likes, following on the server): `useLoginPopup().open("likes.needAccount")`. A modal
 * <dialog>: focus moves into it and back, Escape closes it, the page behind is inert.
 */
export function useLoginPopup(): LoginPopup {
  return useContext(LoginPopupContext);
}

export function LoginPopupProvider({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const open = useCallback((key?: string) => setMessage(key ?? "loginPopup.message"), []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <LoginPopupContext.Provider value={value}>
      {children}
      {message ? <LoginDialog message={message} onClose={() => setMessage(null)} /> : null}
    </LoginPopupContext.Provider>
  );
}

function LoginDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useT();
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
