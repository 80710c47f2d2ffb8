import type { Authenticated } from "./token-store.ts";

/** How a request was authenticated (auth-middleware.ts), kept on its context (AppEnv). */
export type RequestAuth = Authenticated & { via: "headers" | "bearer" | "cookie" };
