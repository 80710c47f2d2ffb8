/*
 * The little of the service worker's global scope that app/service-worker/sw.ts uses. The project
 * type-checks with the DOM library, whose declarations clash with the WebWorker library's, so the
 * worker names its own.
 */

export type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };

export type FetchEvent = ExtendableEvent & { request: Request };

/** Background Sync's event: the tag a page registered. */
export type SyncEvent = ExtendableEvent & { tag: string };

export type WindowClientLike = {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
};

export type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options?: { type?: "window"; includeUncontrolled?: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  /** The Cookie Store API (Chromium); undefined elsewhere. */
  cookieStore?: {
    get(name: string): Promise<{ value: string } | null>;
    getAll(): Promise<{ name: string; value: string }[]>;
  };
  // biome-ignore lint/suspicious/noExplicitAny: each event type has its own listener argument.
  addEventListener(type: string, listener: (event: any) => void): void;
};
