import type { BrowserApi } from "#app/api/browser-api.ts";
import type { ArticleContext } from "#core/content/content.ts";

export type ReadBeacon = { id: number; context: ArticleContext };

/** What the beacon sends with: the browser's navigator (or a test's) and the API client. */
export type BeaconEnvironment = {
  navigator?: Pick<Navigator, "sendBeacon"> & { onLine?: boolean };
  api?: BrowserApi;
  /** The reader has a web session (hasWebSession): the write must carry the XSRF header. */
  session?: boolean;
};

/**
 * Tells the API that the reader opened an article (`POST {apiPrefix}reads`), without delaying the
 * page or failing it: `navigator.sendBeacon` survives the page being closed. The body is a Blob of
 * type application/json because the API refuses text/plain bodies (a plain string would be sent
 * as text/plain) with 415. Where sendBeacon is missing or refuses the data, a `keepalive` request
 * of the API client does the same. A signed-in reader's read always takes the client, because
 * sendBeacon cannot send the X-XSRF-TOKEN header that a cookie-authenticated write needs (the
 * API answers 403 without it). Returns whether the read was handed to the browser.
 */
export function sendReadBeacon(apiPrefix: string, read: ReadBeacon, environment: BeaconEnvironment): boolean {
  const url = `/${apiPrefix.replace(/^\/+/, "").replace(/\/?$/, "/")}reads`;
  const json = JSON.stringify({ id: read.id, context: read.context });
  if (environment.navigator?.onLine === false) {
    // Offline, sendBeacon would lose it: queued, and sent once when the connection is back.
    void import("#app/offline/offline-queue.ts").then(({ enqueue }) =>
      enqueue({ target: `read:${read.context}:${read.id}`, method: "POST", path: "reads", body: read }),
    );
    return true;
  }
  if (!environment.session && beacon(environment.navigator, url, json)) return true;
  if (!environment.api) return false;
  environment.api(url, { method: "POST", body: json, keepalive: true }).catch(() => {
    // A lost read is not worth an error in the reader's console.
  });
  return true;
}

function beacon(navigator: BeaconEnvironment["navigator"], url: string, json: string): boolean {
  try {
    return navigator?.sendBeacon?.(url, new Blob([json], { type: "application/json" })) ?? false;
  } catch {
    // Some browsers throw on a Blob type they will not send: the caller falls back to the API client.
    return false;
  }
}
