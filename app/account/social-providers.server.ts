import type { IcaroLoadContext } from "#app/load-context.ts";
import type { SocialProvider } from "./social-provider.ts";

/**
 * The social providers the accounts API has settings for (Facebook when FACEBOOK_APP_ID is set,
 * or any OAuth 2.0 provider). None when the API lists none or cannot answer: the page then
 * offers e-mail and password only.
 */
export async function socialProviders(context: IcaroLoadContext): Promise<SocialProvider[]> {
  try {
    const response = await context.api(`${context.apiPrefix}auth/providers`);
    if (!response.ok) return [];
    const body = (await response.json()) as { providers?: unknown };
    if (!Array.isArray(body.providers)) return [];
    return body.providers.filter(
      (p): p is SocialProvider =>
        typeof p?.id === "string" && typeof p?.name === "string" && typeof p?.url === "string",
    );
  } catch {
    return [];
  }
}
