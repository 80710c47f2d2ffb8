import {
  browserPsidPlan,
  isUsablePsid,
  PSID_CLIENT_MAX_AGE_SECONDS,
  randomUuid,
} from "#core/analytics/psid.ts";
import { PSID_COOKIE } from "#core/site/constants.ts";
import { cookieValue } from "#core/storage/cookies.ts";
import {
  browserStorage,
  type EntryStorage,
  readEntry,
  siteStorageKey,
  writeEntry,
} from "#core/storage/local-storage-entry.ts";

/**
 * The browser's PSID (docs/behaviour/platform.md#psid; core/analytics/psid.ts browserPsidPlan): the psid
 * cookie, written here with a year's max age when the page has none (a page the service worker
 * kept, a cookie cleared or expired during the visit); where the browser keeps no cookie for the
 * site, the `{site}PSIDCookie` local storage entry. Loaded with the API client and after the
 * page has loaded (app/idle/after-load.ts), never with the page.
 */

/** What the rule needs of the browser: `document`, `navigator` and storage, or a test's. */
export type PsidEnvironment = {
  readCookies(): string;
  writeCookie(line: string): void;
  cookiesEnabled(): boolean;
  storage: EntryStorage;
  /** The site's name, the storage key's prefix (docs/behaviour/platform.md#local-storage-keys). */
  siteName: string;
  /** The page is served over https: the cookie is Secure, as the server's. */
  secure: boolean;
  newId(): string;
  now(): number;
};

/** The `document.cookie` line of the PSID: the whole site, a year, SameSite=Strict as the server's. */
export function psidCookieLine(psid: string, secure: boolean): string {
  return `${PSID_COOKIE}=${encodeURIComponent(psid)}; Max-Age=${PSID_CLIENT_MAX_AGE_SECONDS}; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The PSID to send, kept where the rule says; a cookie the browser silently drops goes to storage. */
export function resolvePsid(env: PsidEnvironment): string {
  const key = siteStorageKey(env.siteName, "PSIDCookie");
  const plan = browserPsidPlan({
    cookie: cookieValue(env.readCookies(), PSID_COOKIE),
    stored: readEntry<unknown>(env.storage, key, env.now()),
    cookiesEnabled: env.cookiesEnabled(),
    newId: env.newId,
  });
  let toStorage = plan.keep === "storage";
  if (plan.keep === "cookie") {
    env.writeCookie(psidCookieLine(plan.psid, env.secure));
    // A browser that blocks this site's cookies may still say that cookies are enabled.
    toStorage = cookieValue(env.readCookies(), PSID_COOKIE) !== plan.psid;
  }
  if (toStorage) writeEntry(env.storage, key, plan.psid, env.now());
  return plan.psid;
}

/** The psid cookie of a jar (the service worker's), when it is one to send (docs/behaviour/platform.md#psid); else null. */
export function cookiePsid(cookies: string): string | null {
  const value = cookieValue(cookies, PSID_COOKIE);
  return isUsablePsid(value) ? value : null;
}

type RouterWindow = Window & {
  __reactRouterDataRouter?: { state: { loaderData: { root?: { site?: { name?: string } | null } } } };
};

/** The page's PSID, from this browser's cookie or storage (made and kept when there is none). */
export function pagePsid(siteName?: string): string {
  return resolvePsid({
    readCookies: () => document.cookie,
    writeCookie: (line) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser, and is async.
      document.cookie = line;
    },
    cookiesEnabled: () => navigator.cookieEnabled,
    storage: browserStorage(),
    siteName:
      siteName ?? (window as RouterWindow).__reactRouterDataRouter?.state.loaderData.root?.site?.name ?? "",
    secure: location.protocol === "https:",
    newId: () => randomUuid(),
    now: Date.now,
  });
}
