import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import "./account-menu.css";

// Only a reader who uses a feature needing an account ever sees the dialog: its code loads then.
const LoginDialog = lazy(() =>
  import("./LoginDialog.tsx").then((module) => ({ default: module.LoginDialog })),
);

type LoginPopup = {
  /** Asks the visitor to sign in; `message` is a translation key (default: loginPopup.message). */
  open: (message?: string) => void;
};

const LoginPopupContext = createContext<LoginPopup>({ open: () => {} });

/**
 * The popup asking for login (docs/behaviour/screens.md#login-popup), raised by features that need an account
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
      {message ? (
        <Suspense fallback={null}>
          <LoginDialog message={message} onClose={() => setMessage(null)} />
        </Suspense>
      ) : null}
    </LoginPopupContext.Provider>
  );
}
