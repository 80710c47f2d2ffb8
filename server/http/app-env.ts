import type { Logger } from "pino";
import type { UserJson } from "#core/account/user-json.ts";
import type { RequestAuth } from "#server/auth/request-auth.ts";

/** What Icaro's middleware put on every request's context. */
export type AppEnv = {
  Bindings: {
    /** The request's logger, handed from the outer app to the in-process API. */
    log?: Logger;
  };
  Variables: {
    requestId: string;
    log: Logger;
    psid: string;
    secureHeadersNonce?: string;
    jsonBody: unknown;
    /** The signed-in user (server/auth/auth-middleware.ts); null when anonymous. */
    user: UserJson | null;
    auth: RequestAuth | null;
  };
};
