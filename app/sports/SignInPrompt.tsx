import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { ACCOUNT_PATHS } from "#core/routing/fixed-page-urls.ts";

/** docs/behaviour/favorites.md#following: event lists and tables of favourites ask a guest to sign in. */
export function SignInPrompt() {
  const t = useT("sports");
  return (
    <div className="sports-empty" data-testid="sports-sign-in">
      <p>{t("sports.signIn.message")}</p>
      <Link to={ACCOUNT_PATHS.user} className="sports-button sports-button--primary">
        {t("sports.signIn.action")}
      </Link>
    </div>
  );
}
