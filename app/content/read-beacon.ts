import type { ArticleContext } from "#core/content.ts";

export type ReadBeacon = { id: number; context: ArticleContext };

/** The browser APIs the beacon uses, passed in by tests. */
export type BeaconEnvironment = {
  navigator?: Pick<Navigator, "sendBeacon">;
  fetch?: typeof fetch;
};

/**
 * Tells the API that the reader opened an article (`POST {apiPrefix}reads`), without delaying the
 * page or failing it: `navigator.sendBeacon` survives the page being closed. The body is a Blob of
 * type application/json because the API refuses text/plain bodies (a plain string would be sent
 * as text/plain) with 415. Where sendBeacon is missing or refuses the data, a `keepalive` fetch
 * does the same. Returns whether the read was handed to the browser.
 */
export function sendReadBeacon(
  apiPrefix: string,
  read: ReadBeacon,
  environment: BeaconEnvironment = globalThis,
): boolean {
  const url = `/${apiPrefix.replace(/^\/+/, "").replace(/\/?$/, "/")}reads`;
  const json = JSON.stringify({ id: read.id, context: read.context });
  try {
    if (environment.navigator?.sendBeacon?.(url, new Blob([json], { type: "application/json" }))) return true;
  } catch {
    // Some browsers throw on a Blob type they will not send: fall through to fetch.
  }
  if (!environment.fetch) return false;
  environment
    .fetch(url, {
      method: "POST",
      body: json,
      headers: { "content-type": "application/json" },
      keepalive: true,
      credentials: "same-origin",
    })
    .catch(() => {
      // A lost read is not worth an error in the reader's console.
    });
  return true;
}
