import { useT } from "#app/i18n/use-translation.ts";
import type { SocialProvider } from "./social-provider.ts";

/**
 * The social sign-in buttons, when providers are configured. Each is a plain link (not a router
 * link: it leaves the page's basename) to the API's start of the login, which stores a random
 * state and sends the reader to the provider's dialog; the callback signs them in and returns
 * through the login callback `/accounts/user?login=1` (docs/behaviour/accounts.md#auth-redirect-targets, docs/behaviour/accounts.md#social-login), or, when the
 * sign-in failed, to this form with its error (docs/behaviour/accounts.md#login-texts).
 */
export function SocialSignIn({ providers }: { providers: SocialProvider[] }) {
  const t = useT("account");
  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t("account.signIn.or")}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className="button button--secondary social-sign-in__button"
              href={provider.url}
              data-provider={provider.id}
            >
              {t("account.signIn.social", { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
