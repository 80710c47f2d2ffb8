import type { i18n } from "i18next";
import type { Locale } from "#core/locales.ts";

/** Calls Icaro's own API in-process, carrying the reader's cookies and PSID. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type IcaroLoadContext = {
  locale: Locale;
  i18n: i18n;
  /** The CSP nonce of this response, for React Router's inline scripts. */
  nonce: string | undefined;
  api: ApiFetch;
  /** The API version prefix with slashes, e.g. "/api/v3/". */
  apiPrefix: string;
  siteId: number;
  /** The URL prefix of each locale in this deployment ("" for the default one). */
  localePrefixes: Record<Locale, string>;
};

declare module "react-router" {
  interface AppLoadContext extends IcaroLoadContext {}
}
