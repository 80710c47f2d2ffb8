import type { Logger } from "pino";

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
  };
};
