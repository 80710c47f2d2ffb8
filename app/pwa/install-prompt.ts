import { fillNoticeDialog } from "#app/notices/notice-dialog.ts";
import type { RootData, SiteBranding } from "#app/root-data.ts";
import { consentBannerOpen, OWN_PROMPT_ATTRIBUTE, ownPromptOpen } from "#core/consent/consent.ts";
import type { Locale } from "#core/i18n/locales.ts";
import {
  INSTALL_PROMPT_ID,
  type InstallDecision,
  installDecision,
  installLaterKey,
} from "#core/pwa/install-prompt.ts";
import { INSTALL_EVENT } from "#core/pwa/platform-head-script.ts";
import { browserStorage, readEntry, writeEntry } from "#core/storage/local-storage-entry.ts";
import { type InstallEvent, type InstallWindow, runsInstalled } from "./install-event.ts";

type Options = {
  /** The browser's install event; `prompt()` may be called once. */
  event: InstallEvent;
  root: RootData;
  site: SiteBranding;
  win: Window;
};

type InstallTexts = { personal: { install: Record<"title" | "body" | "later" | "install", string> } };

/**
 * The prompt's texts (personal.install.*), straight from the locale's `personal` catalog chunk, the
 * one app/i18n/load-catalog.ts loads: going through that module (or core/i18n/translations.ts) from here
 * would split it out of the entry chunk into a chunk of its own, and every page's first load would
 * pay for one more file (≈270 bytes, measured).
 */
async function installTexts(locale: Locale, site: string) {
  const { default: catalog } = (await import(`../i18n/domains/personal.${locale}.json`)) as {
    default: InstallTexts;
  };
  return (key: keyof InstallTexts["personal"]["install"]) =>
    catalog.personal.install[key].replaceAll("{{site}}", site);
}

/**
 * Offers to install the app (core/pwa/install-prompt.ts says when): a small non-modal dialog at the
 * bottom of the page, like the goal-alerts prompt, with "Not now" and "Install". The moment is
 * not of the reader's making, so it does not take the focus: it is announced (a polite live
 * region filled once it is in the page) and reached last in the tab order; Escape inside it is
 * "Not now". Install hands over to the browser's own dialog (`prompt()`); "Not now", or a
 * dismissed browser dialog, is remembered for 14 days. Its texts are the `personal` domain's
 * (personal.install.*), loaded now, never with a page. Answers the decision taken.
 */
export async function offerInstall({ event, root, site, win }: Options): Promise<InstallDecision> {
  const doc = win.document;
  const storage = browserStorage();
  const decision = installDecision({
    // The starter counted the visit and let it through.
    visits: Number.POSITIVE_INFINITY,
    installable: true,
    standalone: runsInstalled(win),
    bannerOpen: consentBannerOpen(doc),
    otherPrompt: ownPromptOpen(doc),
    later: readEntry<boolean>(storage, installLaterKey(site.name), Date.now()) === true,
  });
  if (decision !== "offer") return decision;
  const t = await installTexts(root.locale, site.name);

  const prompt = doc.createElement("div");
  prompt.id = INSTALL_PROMPT_ID;
  prompt.className = "alerts-prompt";
  prompt.setAttribute(OWN_PROMPT_ATTRIBUTE, "install");
  prompt.setAttribute("role", "dialog");
  prompt.setAttribute("aria-live", "polite");
  const content = doc.createDocumentFragment();
  const { stay: later, go: install } = fillNoticeDialog(
    prompt,
    INSTALL_PROMPT_ID,
    { title: t("title"), body: t("body"), stay: t("later"), go: t("install") },
    content,
  );

  const remember = () => writeEntry(storage, installLaterKey(site.name), true, Date.now());
  // Where the reader was before tabbing into the prompt: focus goes back there when it closes.
  let returnFocus: HTMLElement | null = null;
  prompt.addEventListener("focusin", (focus) => {
    const from = focus.relatedTarget;
    if (from instanceof HTMLElement && !prompt.contains(from)) returnFocus = from;
  });
  const close = () => {
    const hadFocus = prompt.contains(doc.activeElement);
    prompt.remove();
    if (hadFocus && returnFocus?.isConnected) returnFocus.focus();
  };
  prompt.addEventListener("keydown", (keyboard) => {
    if (keyboard.key !== "Escape") return;
    keyboard.preventDefault();
    later.click();
  });
  later.addEventListener("click", () => {
    remember();
    close();
    doc.documentElement.dataset.installPrompt = "dismissed";
  });
  install.addEventListener("click", async () => {
    close();
    // The event can prompt once: the next page waits for the browser to offer again.
    (win as InstallWindow)[INSTALL_EVENT] = null;
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === "dismissed") remember();
      doc.documentElement.dataset.installPrompt = outcome;
    } catch {
      doc.documentElement.dataset.installPrompt = "failed";
    }
  });
  // Announced once it is in the page: a live region reads what is added to it, not what it came with.
  doc.body.append(prompt);
  win.requestAnimationFrame(() => prompt.append(content));
  return "offer";
}
