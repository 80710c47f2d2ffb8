import type { AccountsGateway } from "../account/accounts-gateway.ts";
import type { SessionUser } from "../account/session-state.ts";
import type { Locale } from "../i18n/locales.ts";
import type { I18n } from "../i18n/translations.ts";

/** Calls Icaro's own API in-process, carrying the reader's cookies and PSID. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * What the server hands the web app with every page request (server/http/pages/web-handlers.ts makes it,
 * React Router passes it to loaders and actions as `context`): the contract between the two sides.
 */
export type IcaroLoadContext = {
  locale: Locale;
  i18n: I18n;
  /** The CSP nonce of this response, for React Router's inline scripts. */
  nonce: string | undefined;
  api: ApiFetch;
  /** The API version prefix with slashes, e.g. "/api/v3/". */
  apiPrefix: string;
  siteId: number;
  /** The URL prefix of each locale in this deployment ("" for the default one). */
  localePrefixes: Record<Locale, string>;
  /** The public origin for canonical and alternate links (PUBLIC_URL, or the request's origin). */
  origin: string;
  log: { debug(fields: object, message: string): void; warn(fields: object, message: string): void };
  /** Counts a page view by route id (the route tracker middleware). */
  trackPageView(routeId: string): void;
  /** Where readers can write to the operator (ICARO_CONTACT_EMAIL), if configured. */
  contactEmail: string | undefined;
  /** The runtime setting "data saving" (ICARO_DATA_SAVING=on; docs/behaviour/limits.md#brand, default false). */
  dataSaving: boolean;
  /** Picture hosts the image server may fetch from (ICARO_IMAGE_HOSTS). */
  imageHosts: readonly string[];
  /** The signed-in reader of the web session cookie, read once per request; null when anonymous. */
  user: SessionUser | null;
  /** The accounts service for this request, called in-process by the account pages' actions. */
  accounts: AccountsGateway;
};
