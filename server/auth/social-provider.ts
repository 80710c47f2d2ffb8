import { z } from "zod";
import { authErrors } from "./auth-error.ts";

/** An OAuth 2.0 provider's settings: Facebook's by default, any provider's by configuration. */
export type SocialSettings = {
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
};

/** The profile fields the spec asks for (docs/behaviour/accounts.md#social-login: about, name, picture, email). */
export type SocialProfile = {
  provider: string;
  subject: string;
  email: string | null;
  name: string | null;
  photo: string | null;
  about: string | null;
};

// Facebook's Graph answer ({id, picture:{data:{url}}}) and an OpenID Connect userinfo ({sub, picture}).
const profileSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  sub: z.union([z.string(), z.number()]).optional(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  about: z.string().nullish(),
  picture: z
    .union([z.string(), z.object({ data: z.object({ url: z.string() }).partial() }).partial()])
    .nullish(),
});

const tokenSchema = z.object({ access_token: z.string().min(1) });

const TIMEOUT_MS = 10_000;

export function socialProvider(settings: SocialSettings) {
  return {
    name: settings.name,
    /** The provider's authorization dialog (docs/behaviour/accounts.md#social-login): response_type, client_id, redirect_uri, scope, state. */
    authorizeUrl(state: string, redirectUri: string): string {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", "public_profile,email");
      url.searchParams.set("state", state);
      return url.toString();
    },

    /** Exchanges an authorization code for an access token with a form-encoded POST. */
    async exchangeCode(code: string, redirectUri: string): Promise<string> {
      const response = await fetch(settings.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: Error) => {
        throw authErrors.socialFailed(error.message);
      });
      const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success)
        throw authErrors.socialFailed(`token endpoint answered ${response.status}`);
      return parsed.data.access_token;
    },

    /** Reads the person's profile with the access token. */
    async fetchProfile(accessToken: string): Promise<SocialProfile> {
      const response = await fetch(settings.profileUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: Error) => {
        throw authErrors.socialFailed(error.message);
      });
      if (response.status === 401 || response.status === 403 || response.status === 400) {
        throw authErrors.invalidToken();
      }
      const parsed = profileSchema.safeParse(await response.json().catch(() => null));
      const subject = parsed.success ? (parsed.data.id ?? parsed.data.sub) : undefined;
      if (!response.ok || !parsed.success || subject === undefined) {
        throw authErrors.socialFailed(`profile endpoint answered ${response.status}`);
      }
      const { picture } = parsed.data;
      return {
        provider: settings.name,
        subject: String(subject),
        email: parsed.data.email ?? null,
        name: parsed.data.name ?? null,
        about: parsed.data.about ?? null,
        photo: typeof picture === "string" ? picture : (picture?.data?.url ?? null),
      };
    },
  };
}

export type SocialProvider = ReturnType<typeof socialProvider>;
