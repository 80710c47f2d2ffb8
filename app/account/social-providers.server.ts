import { apiJson } from "#app/api/api-json.ts";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import type { SocialProvider } from "./social-provider.ts";

/**
 * The social providers the accounts API has settings for (`GET auth/providers`: Facebook when
 * FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set, with configurable OAuth 2.0 endpoints). None when the API lists none or cannot answer: the page then
 * offers e-mail and password only.
 */
export async function socialProviders(
  context: IcaroLoadContext,
  /** The page to return to after signing in (already checked as safe), or null. */
  back: string | null = null,
): Promise<SocialProvider[]> {
  const body = await apiJson<{ providers?: Array<{ name?: unknown; start?: unknown }> } | null, null>(
    context,
    "auth/providers",
    { otherwise: null },
  );
  if (!Array.isArray(body?.providers)) return [];
  try {
    return body.providers.flatMap((provider): SocialProvider[] => {
      const { name, start } = provider ?? {};
      if (typeof name !== "string" || typeof start !== "string" || !start.startsWith("/")) return [];
      // The provider's dialog comes back to the API, which sends the reader through the login
      // callback of this language on to the remembered page (docs/behaviour/accounts.md#auth-redirect-targets).
      const query = new URLSearchParams({ locale: context.locale });
      if (back) query.set("redirect", back);
      const url = `${start}${start.includes("?") ? "&" : "?"}${query}`;
      return [{ id: name, name: name.charAt(0).toUpperCase() + name.slice(1), url }];
    });
  } catch {
    return [];
  }
}
