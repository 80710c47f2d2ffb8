import { SIGNED_OUT_PATH } from "../account/auth-guard.ts";
import { CACHE_PREFIX } from "../service-worker/offline-caches.ts";

/*
 * The pages' side of offline reading (decision 0082), kept apart from the worker's rules
 * (service-worker-rules.ts) so the page modules that use them load nothing else.
 */

/**
 * Offline, where a click on a link goes as a document load (app/service-worker/register-service-worker.ts):
 * a page of this site other than the one shown (a link to a place on this page stays as it is).
 */
export function offlineLinkTarget(href: string, current: string): string | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  const here = new URL(current);
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (/^\/(api|assets|_ipx|media)\//.test(url.pathname)) return null;
  return url.href;
}

/**
 * The caches a sign-out empties: every cache of the site that holds something of the reader
 * (pages, their data, API lists, pictures, saved stories). The build's own public files stay (the
 * precache and the hashed assets: the same for every reader).
 */
export function clearedAtSignOut(name: string): boolean {
  if (!name.startsWith(CACHE_PREFIX)) return false;
  return !name.startsWith(`${CACHE_PREFIX}precache`) && !name.startsWith(`${CACHE_PREFIX}assets`);
}

/** The sign-out form's action (`/accounts/user/signedout`, under any locale prefix) of this site. */
export function isSignOutAction(action: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(action, origin);
  } catch {
    return false;
  }
  return url.origin === origin && new RegExp(`^(/[a-z]{2})?${SIGNED_OUT_PATH}/?$`).test(url.pathname);
}
