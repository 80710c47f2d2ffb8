import { NavLink } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";

const TABS = [
  { to: "/accounts/user/signedin/saved", key: "saved" },
  { to: "/accounts/user/signedin/entities", key: "entities" },
  { to: "/accounts/user/signedin/profile", key: "profile" },
] as const;

/** The signed-in area's sections: a row of tabs on phones, a side list on wide screens. */
export function AccountTabs() {
  const t = useT();
  return (
    <nav className="account-tabs" aria-label={t("accountTabs.label")}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end>
              {t(`accountTabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
