import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { loginPathFor, SIGNED_OUT_PATH } from "#core/account/auth-guard.ts";

const LINKS = [
  { to: "/accounts/user/signedin/saved", key: "saved" },
  { to: "/accounts/user/signedin/entities", key: "entities" },
  { to: "/accounts/user/signedin/profile", key: "profile" },
] as const;

/**
 * The header's account entry: a "Sign in" link for visitors (remembering the page), and for a
 * signed-in reader a menu with their pages and the sign-out button. It is a <details> so it
 * opens before the page's JavaScript loads; it closes on every navigation and with Escape.
 */
export function AccountMenu() {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  const navigation = useNavigation();
  const menu = useRef<HTMLDetailsElement>(null);
  const user = data?.user ?? null;

  // The menu closes on a navigation, not when it hydrates: it is a lazy island, so a reader may
  // have opened it (a plain <details>) before its code arrived.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, []);

  if (!user) {
    const onAccountPage = location.pathname.startsWith("/accounts/");
    const to = onAccountPage ? "/accounts/user" : loginPathFor(location.pathname + location.search);
    return (
      <Link className="account-menu__sign-in" to={to}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="account-menu__label">{t("accountMenu.signIn")}</span>
      </Link>
    );
  }
  const label = user.name || user.email;
  const signingOut = navigation.state === "submitting" && navigation.formAction?.endsWith(SIGNED_OUT_PATH);
  return (
    <details ref={menu} className="account-menu">
      <summary className="account-menu__toggle">
        {user.photo ? (
          <img src={user.photo} alt="" width={28} height={28} className="account-menu__photo" />
        ) : (
          <span aria-hidden="true" className="account-menu__initial">
            {label.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="sr-only">{t("accountMenu.open")}</span>
      </summary>
      <div className="account-menu__panel">
        <p className="account-menu__who">{t("accountMenu.signedInAs", { name: label })}</p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`accountTabs.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
        <Form method="post" action={SIGNED_OUT_PATH}>
          <button type="submit" className="account-menu__sign-out">
            {signingOut ? t("accountMenu.signingOut") : t("accountMenu.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
