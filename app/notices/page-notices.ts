import { NOTICE_COOKIE } from "#app/account/session-cookies.ts";
import { showToast, type Toast } from "#app/ui/show-toast.ts";
import type { I18n } from "#core/i18n/translations.ts";
import { externalLink, prefetchTargets, savingData } from "#core/page-load/page-notices.ts";
import { mayPrefetch } from "#core/page-load/prefetch-rules.ts";
import { fillNoticeDialog } from "./notice-dialog.ts";

/*
 * The page's own notices (docs/decisions/0081-in-page-notices.md), loaded while the browser is idle by
 * app/notices/NoticesStarter.tsx, never with a page: the offline indicator (docs/behaviour/offline-push.md#connectivity
 * "Connectivity": online and offline follow the browser's events), the data-saver popup before an
 * external link (docs/behaviour/screens.md#data-saver-popup, docs/behaviour/limits.md#brand "data saving") and the idle prefetch of the links in
 * view (docs/behaviour/offline-push.md#connectivity, docs/behaviour/limits.md#timers: 2000 ms, skipped offline, on 2g and when saving data). Their texts are the
 * "personal" domain's (personal.notices.*), loaded when this module starts, not with the page.
 */

export type PageNoticesOptions = {
  i18n: Pick<I18n, "t" | "pending">;
  /** The runtime setting "data saving" (ICARO_DATA_SAVING, the root loader's data). */
  dataSaving: boolean;
};

type Connection = { saveData?: boolean; effectiveType?: string };

function connection(): Connection {
  return (navigator as Navigator & { connection?: Connection }).connection ?? {};
}

let options: PageNoticesOptions | null = null;
let offlineToast: Toast | null = null;
/** The reader was told they are offline (even if they dismissed it): coming back is said too. */
let toldOffline = false;
/** The "personal" domain's texts have arrived (started when the module starts). */
let textsReady = false;
const prefetched = new Set<string>();

async function texts(): Promise<PageNoticesOptions["i18n"]["t"]> {
  if (!options) throw new Error("page notices not started");
  const pending = options.i18n.pending("personal");
  if (pending) await pending;
  textsReady = true;
  return options.i18n.t;
}

function wentOffline() {
  // Without its texts it says nothing: loading them now would fail, and reload the page.
  if (!options || !textsReady || navigator.onLine || offlineToast?.element.isConnected) return;
  const { t } = options.i18n;
  toldOffline = true;
  offlineToast = showToast(t("personal.notices.offline"), "info", {
    closeLabel: t("personal.notices.close"),
    persist: true,
  });
  offlineToast.element.dataset.notice = "offline";
}

async function cameOnline() {
  const t = await texts();
  if (!navigator.onLine || !toldOffline) return;
  toldOffline = false;
  offlineToast?.dismiss();
  offlineToast = null;
  const toast = showToast(t("personal.notices.online"), "info", { closeLabel: t("personal.notices.close") });
  toast.element.dataset.notice = "online";
}

/** The reader saves data now: the site's setting or the browser's Save-Data. */
export function readerSavesData(): boolean {
  return savingData({ dataSaving: options?.dataSaving, saveData: connection().saveData });
}

/**
 * Asks before following an external link (the data-saver popup): a modal <dialog> (focus stays in
 * it, the page behind is inert), Stay (focused first, the safe answer) or Escape closes it and
 * gives focus back to the link; Continue opens the link as the click would have.
 */
export async function askBeforeLeaving(anchor: HTMLAnchorElement, url: URL, newTab: boolean) {
  const t = await texts();
  document.getElementById("data-saver-dialog")?.remove();
  const dialog = document.createElement("dialog");
  dialog.id = "data-saver-dialog";
  dialog.className = "notice-dialog";
  const { stay, go } = fillNoticeDialog(dialog, "data-saver", {
    title: t("personal.notices.external.title"),
    body: t("personal.notices.external.body", { host: url.host }),
    stay: t("personal.notices.external.stay"),
    go: t("personal.notices.external.continue"),
  });
  document.body.append(dialog);

  let leaving = false;
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (!leaving) anchor.focus();
  });
  stay.addEventListener("click", () => dialog.close());
  go.addEventListener("click", () => {
    leaving = true;
    dialog.close();
    if (newTab) window.open(url.href, "_blank", "noopener");
    else window.location.assign(url.href);
  });
  dialog.showModal();
  stay.focus();
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
  if (!anchor || anchor.hasAttribute("download")) return;
  const url = externalLink(anchor.getAttribute("href"), window.location.href);
  if (!url || !readerSavesData()) return;
  event.preventDefault();
  const newTab =
    event.ctrlKey || event.metaKey || event.shiftKey || (anchor.target !== "" && anchor.target !== "_self");
  void askBeforeLeaving(anchor, url, newTab);
}

/**
 * Prefetches the site's links in view (a handful), when the browser is idle within 2000 ms, unless
 * the reader is offline, on 2g or saves data (core/page-load/prefetch-rules.ts). The links' boxes come from an
 * IntersectionObserver, with the browser's next layout: asking each link for its box would force a
 * layout of the whole page in one long task while the reader may be scrolling.
 */
export function prefetchVisibleLinks(): void {
  const { effectiveType, saveData } = connection();
  // How many this page's pass added (0 when skipped): what the end-to-end tests wait for.
  const root = document.documentElement;
  if (!mayPrefetch({ online: navigator.onLine, effectiveType, saveData, dataSaving: options?.dataSaving })) {
    root.dataset.idlePrefetch = "0";
    return;
  }
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")];
  if (anchors.length === 0 || !("IntersectionObserver" in window)) {
    root.dataset.idlePrefetch = "0";
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const boxes = new Map(entries.map((entry) => [entry.target, entry.boundingClientRect]));
    const links = anchors.map((anchor) => {
      const box = boxes.get(anchor);
      return {
        href: anchor.href,
        top: box?.top ?? 0,
        bottom: box?.bottom ?? 0,
        width: box?.width ?? 0,
        height: box?.height ?? 0,
      };
    });
    const targets = prefetchTargets(links, {
      url: window.location.href,
      viewportHeight: window.innerHeight,
      done: prefetched,
    });
    for (const target of targets) {
      prefetched.add(target);
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = target;
      link.dataset.idlePrefetch = "";
      document.head.append(link);
    }
    root.dataset.idlePrefetch = String(targets.length);
  });
  // The first callback reports every observed element, in view or not, then the observer stops.
  for (const anchor of anchors) observer.observe(anchor);
}

function offlineListener() {
  wentOffline();
}
function onlineListener() {
  void cameOnline();
}

/** The notice the previous page left for this one (a sign-up's welcome), said once. */
function leftNotice() {
  if (!options || !new RegExp(`(?:^|; )${NOTICE_COOKIE}=signed_up(?:;|$)`).test(document.cookie)) return;
  document.cookie = `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const { t } = options.i18n;
  const toast = showToast(t("personal.notices.signedUp"), "success", {
    closeLabel: t("personal.notices.close"),
  });
  toast.element.dataset.notice = "signed-up";
}

/** Starts the page's notices once per document; later calls update the options and say what was left. */
export function startPageNotices(next: PageNoticesOptions): void {
  const first = options === null;
  options = next;
  // Called again after each navigation: a sign-up's action lands on the home without a new document.
  if (!first) {
    if (textsReady) leftNotice();
    return;
  }
  // The texts now, while online: the offline notice cannot fetch them once the network is gone
  // (and a failed chunk reloads the page, which offline is the browser's error page).
  const ready = () => {
    textsReady = true;
    document.documentElement.dataset.notices = "ready";
    leftNotice();
    wentOffline();
  };
  const pending = navigator.onLine ? next.i18n.pending("personal") : undefined;
  if (pending) pending.then(ready, () => {});
  else if (pending === null) ready();
  window.addEventListener("offline", offlineListener);
  window.addEventListener("online", onlineListener);
  document.addEventListener("click", onClick);
}
