import { clearLocalAccountData } from "#app/account/local-account-data.ts";
import { showToast } from "#app/ui/show-toast.ts";
import { CONSENT_EVENT, consentBannerOpen } from "#core/consent/consent.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { isSignOutAction, offlineLinkTarget } from "#core/offline/page-offline-rules.ts";
import { controllerChanges } from "#core/service-worker/controller-change.ts";
import {
  SW_MESSAGES,
  SW_STATUS_EVENT,
  SW_UPDATED_EVENT,
  type SwMessage,
  type SwStatus,
} from "#core/service-worker/service-worker-messages.ts";
import { clearOfflineCopies } from "./clear-offline-copies.ts";

/*
 * The page's side of the service worker (decision 0082; docs/behaviour/offline-push.md#service-worker), loaded by the
 * after-load chunk (app/idle/after-load.ts) once the page is idle, so no first load pays for it.
 * It registers /sw.js, says each lifecycle status (registered, cached, updated, offline, error) as
 * a window event and a console.debug line, offers a refresh when a new build's
 * worker is waiting, and, offline, turns the site's link clicks into document loads the worker
 * answers (a copy, a saved story or the offline page) instead of client navigations that would
 * need code and data the browser may not have. A browser without service workers gets nothing,
 * silently; errors are only logged.
 */

type PersonalTexts = {
  personal: {
    update: { message: string; refresh: string };
    storage_full: string;
    notices: { close: string };
  };
};

const personalCatalogs: Record<Locale, () => Promise<{ default: PersonalTexts }>> = {
  en: () => import("#app/i18n/domains/personal.en.json"),
  es: () => import("#app/i18n/domains/personal.es.json"),
  pt: () => import("#app/i18n/domains/personal.pt.json"),
};

function say(status: SwStatus, detail?: unknown) {
  console.debug(`service worker: ${status}`, detail ?? "");
  window.dispatchEvent(new CustomEvent(SW_STATUS_EVENT, { detail: { status } }));
}

async function texts(): Promise<PersonalTexts["personal"]> {
  // No isLocale here: it lives in the shell, which would then export it to this chunk (bytes on
  // every first load).
  const load = personalCatalogs[document.documentElement.lang as Locale] ?? personalCatalogs.en;
  return (await load()).default.personal;
}

/** Runs `then` once the cookie banner is not up (our prompts never meet it). */
function afterConsentBanner(then: () => void) {
  if (!consentBannerOpen(document)) return then();
  window.addEventListener(CONSENT_EVENT, () => then(), { once: true });
}

/** How long "Refresh" waits for the new worker to take over before reloading the page itself. */
const REFRESH_FALLBACK_MS = 5000;

/** The update prompt: a persistent notice with "Refresh", which activates the waiting worker. */
async function offerRefresh(worker: ServiceWorker) {
  const t = await texts();
  afterConsentBanner(() => {
    const toast = showToast(t.update.message, "info", {
      closeLabel: t.notices.close,
      persist: true,
      action: {
        label: t.update.refresh,
        run: () => {
          worker.postMessage({ type: SW_MESSAGES.skipWaiting } satisfies SwMessage);
          // The new worker taking over reloads the page (controllerchange below). Should that not
          // come (a loaded end-to-end run once waited two minutes for it), the tap still reloads.
          setTimeout(() => location.reload(), REFRESH_FALLBACK_MS);
        },
      },
    });
    toast.element.dataset.notice = "sw-update";
  });
}

async function sayStorageFull() {
  const t = await texts();
  showToast(t.storage_full, "error", { closeLabel: t.notices.close }).element.dataset.notice = "storage-full";
}

/** The page and the files it loaded before the worker was there, for the worker to keep. */
function keepThisPage(worker: ServiceWorker | null) {
  if (!worker) return;
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
  worker.postMessage({ type: SW_MESSAGES.keepCopies, urls: [location.href, ...files] } satisfies SwMessage);
}

/** Offline, a click on one of the site's links loads it as a document, which the worker answers. */
function loadLinksAsDocumentsOffline() {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
      if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const target = offlineLinkTarget(anchor.href, location.href);
      if (!target) return;
      // Before React Router's own handler, which skips a click whose default is prevented.
      event.preventDefault();
      location.assign(target);
    },
    { capture: true },
  );
}

/**
 * A sign-out empties this browser's copies of the reader at once, before the server answers:
 * offline the signed-out page (which clears them too) cannot come (docs/behaviour/accounts.md#sign-out-and-removal: a failed sign-out
 * still clears locally). The worker is told as well, and empties them at the post itself.
 */
function clearCopiesAtSignOut() {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement | null;
      if (!form || !isSignOutAction(form.action, location.origin)) return;
      clearLocalAccountData();
      void clearOfflineCopies();
      navigator.serviceWorker.controller?.postMessage({ type: SW_MESSAGES.signedOut } satisfies SwMessage);
    },
    { capture: true },
  );
}

let started = false;

/** Registers the worker and follows its lifecycle (once per page). */
export async function startServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  if (started || !container || !window.isSecureContext) return;
  started = true;
  loadLinksAsDocumentsOffline();
  clearCopiesAtSignOut();
  try {
    const registration = await container.register("/sw.js", { scope: "/", updateViaCache: "none" });
    // A browser that stubs registration out (a test harness) answers nothing: like no support.
    if (!registration) return;
    say("registered");
    const controllerChange = controllerChanges(Boolean(container.controller));
    container.addEventListener("controllerchange", () => {
      const action = controllerChange();
      // The first worker took over this page: it keeps a copy of it for offline reading.
      if (action === "keep-page") keepThisPage(container.controller);
      // The reader asked for the new version (or another tab did): load it once.
      else if (action === "reload") location.reload();
    });
    container.addEventListener("message", (event) => {
      if ((event.data as SwMessage | null)?.type === SW_MESSAGES.quota) void sayStorageFull();
    });
    window.addEventListener(SW_UPDATED_EVENT, (event) => {
      const worker =
        (event as CustomEvent<{ worker?: ServiceWorker }>).detail?.worker ?? registration.waiting;
      if (worker) void offerRefresh(worker);
    });
    const installed = (worker: ServiceWorker) => {
      if (!container.controller) return say("cached");
      say("updated");
      window.dispatchEvent(new CustomEvent(SW_UPDATED_EVENT, { detail: { worker } }));
    };
    const follow = (worker: ServiceWorker | null) => {
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") installed(worker);
      });
    };
    // A new worker found before this module ran: waiting already, or still installing.
    if (registration.waiting && container.controller) installed(registration.waiting);
    follow(registration.installing);
    registration.addEventListener("updatefound", () => follow(registration.installing));
    if (!navigator.onLine) say("offline");
    window.addEventListener("offline", () => say("offline"));
  } catch (error) {
    // Offline at registration is not a fault of the worker.
    say(navigator.onLine ? "error" : "offline", error);
  }
}
