import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";

export const loader = pageLoader();

/**
 * A password-reset link that expired or was used (docs/behaviour/screens.md#invalid-token-page): offers a new one. Its texts are the
 * account domain's (the reset form's alert says the same), not every page's.
 */
export default function InvalidTokenPage() {
  const t = useT("account");
  return (
    <section className="message-page">
      <h1>{t("invalidToken.heading")}</h1>
      <p>{t("invalidToken.message")}</p>
      <Link className="button" to="/accounts/user/forgotpassword">
        {t("invalidToken.resend")}
      </Link>
    </section>
  );
}
