import type { RootData } from "#app/root-data.ts";
import { countVisit, installDecision, installLaterKey, visitsKey } from "#core/pwa/install-prompt.ts";
import { INSTALL_EVENT, INSTALL_WAKE } from "#core/pwa/platform-head-script.ts";
import { browserStorage, readEntry, writeEntry } from "#core/storage/local-storage-entry.ts";
import { type InstallWindow, runsInstalled } from "./install-event.ts";

/**
 * Counts this page's visit (core/pwa/install-prompt.ts) and, from the second visit on, outside the
 * installed app and without a recent "Not now", waits for the browser's install event (kept by the
 * head's platform script, now or whenever it comes) to load the prompt (install-prompt.ts), which
 * checks the rest at that moment. Started once per document by the after-load chunk
 * (app/idle/after-load.ts), so no page's first load carries any of it. `data-install-prompt` on
 * <html> says what was decided, for the end-to-end tests.
 */
export function startInstallPrompt(
  root: RootData | undefined,
  win: InstallWindow = window as InstallWindow,
): void {
  if (!root?.site) return;
  const site = root.site;
  const storage = browserStorage();
  const now = Date.now();
  const visits = countVisit(readEntry(storage, visitsKey(site.name), now), now);
  writeEntry(storage, visitsKey(site.name), visits, now);
  const said = (decision: string) => {
    win.document.documentElement.dataset.installPrompt = decision;
  };
  // What can be known now; the browser's offer, the banner and the other prompt are checked when
  // the offer comes (install-prompt.ts).
  const early = installDecision({
    visits: visits.count,
    standalone: runsInstalled(win),
    later: readEntry<boolean>(storage, installLaterKey(site.name), now) === true,
    installable: true,
    bannerOpen: false,
    otherPrompt: false,
  });
  if (early !== "offer") {
    said(early);
    return;
  }
  const offer = () => {
    const event = win[INSTALL_EVENT];
    if (!event) return;
    win[INSTALL_WAKE] = undefined;
    import("./install-prompt.ts")
      .then((module) => module.offerInstall({ event, root, site, win }))
      .then(said, () => said("failed"));
  };
  if (win[INSTALL_EVENT]) offer();
  else {
    said("waiting");
    win[INSTALL_WAKE] = offer;
  }
}
