import { useT } from "#app/i18n/use-translation.ts";
import { REDIRECT_PARAM } from "#core/auth-guard.ts";
import type { SocialProvider } from "./social-provider.ts";

/**
 * The social sign-in buttons, when providers are configured. Each is a plain link to the API's
 * start of the login, which stores a random state and sends the reader to the provider (spec §4).
 */
export function SocialSignIn({
  providers,
  redirect,
}: {
  providers: SocialProvider[];
  redirect: string | null;
}) {
  const t = useT();
  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">{t("account.signIn.or")}</p>
      <ul>
        {providers.map((provider) => {
          const url = redirect
            ? `${provider.url}${provider.url.includes("?") ? "&" : "?"}${REDIRECT_PARAM}=${encodeURIComponent(redirect)}`
            : provider.url;
          return (
            <li key={provider.id}>
              <a
                className="button button--secondary social-sign-in__button"
                href={url}
                data-provider={provider.id}
              >
                {t("account.signIn.social", { provider: provider.name })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
