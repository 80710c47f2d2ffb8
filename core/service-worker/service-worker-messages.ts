/** What the pages and the service worker say to each other with postMessage (decision 0082). */
export const SW_MESSAGES = {
  /** Page → waiting worker: take over now (the reader clicked "Refresh"). */
  skipWaiting: "icaro:skip-waiting",
  /** Page → worker: keep copies of this page and its files, loaded before the worker was there. */
  keepCopies: "icaro:keep-copies",
  /** Page → worker: the reader signed out; empty the caches. */
  signedOut: "icaro:signed-out",
  /** Worker → pages: the storage was full; older copies were removed. */
  quota: "icaro:quota",
} as const;

export type SwMessage =
  | { type: typeof SW_MESSAGES.skipWaiting }
  | { type: typeof SW_MESSAGES.keepCopies; urls: string[] }
  | { type: typeof SW_MESSAGES.signedOut }
  | { type: typeof SW_MESSAGES.quota };

/** The window event the registration dispatches when a new build's worker is installed and waits. */
export const SW_UPDATED_EVENT = "swUpdated";

/** The window event that carries each lifecycle status (docs/behaviour/offline-push.md#service-worker). */
export const SW_STATUS_EVENT = "icaro:sw-status";
export type SwStatus = "registered" | "cached" | "updated" | "offline" | "error";
