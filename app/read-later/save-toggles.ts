import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import { clientFailureText } from "#app/api/client-failure.ts";
import { sendOrQueue } from "#app/offline/offline-queue.ts";
import type { I18n } from "#core/i18n/translations.ts";
import { isSaved } from "#core/read-later/read-later.ts";
import type { ReadLaterExportJson, StoryRef } from "#core/read-later/read-later-api.ts";
import { type LocalReadLater, mergeBody, syncPlan, toggleLocal } from "#core/read-later/read-later-store.ts";
import { LIKE_SELECTOR, type LikePage, paintLikes, resetLikeButtons, toggleLike } from "./like-toggles.ts";
import { READ_LATER_EVENT, readLocalList, writeLocalList } from "./local-read-later.ts";
import { parseToggleKey, type ToggleElement } from "./toggle-key.ts";

/*
 * Every "Save for later" toggle of the page, driven by ONE delegated listener (docs/decisions/0074-read-later-and-likes.md): the
 * server renders each toggle as plain HTML (in ArticleCard, ArticleView, TvVideoPage: a button with
 * `data-save="<context>:<id>"` and aria-pressed="false", the same for every reader, so cached
 * pages and static islands can hold it), and this module, loaded off the first load by the
 * header's island (app/read-later/SaveTogglesStarter.tsx), paints them with the device's list and
 * handles their clicks. A guest's list lives on the device; a signed-in reader's on the server,
 * mirrored on the device so the toggles are right before the API answers.
 */

export const TOGGLE_SELECTOR = "button[data-save]";

export type SaveTogglesOptions = {
  siteName: string;
  apiPrefix: string;
  /** The signed-in reader's tid, or null for a guest. */
  reader: string | null;
  /** What the like button does for this reader (core/account/permissions.ts likeAccess: the account's scopes). */
  likes: "like" | "sign-in" | "not-allowed";
  i18n: Pick<I18n, "t" | "pending">;
  /** The page's locale prefix ("" or "/es"), taken off the cards' links so the list keeps one form. */
  localePrefix: string;
  /** Raises the login popup (app/account/LoginPopup.tsx) with a translation key: a guest's like. */
  openLogin: (message: string) => void;
};

/** The toggle's state: pressed and labelled "Saved" when the story is in the list. */
export function paintToggle(button: ToggleElement, saved: boolean, labels: { save: string; saved: string }) {
  const pressed = saved ? "true" : "false";
  if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  const text = saved ? labels.saved : labels.save;
  // A toggle rendered in the browser before the texts arrived has no text node yet.
  if (!button.firstChild) (button as Partial<Element>).append?.(text);
  else if (button.firstChild.nodeValue !== text) button.firstChild.nodeValue = text;
}

/** The story a toggle saves: its name and address from its own attributes or its card's link. */
export function storyOfToggle(button: ToggleElement, ref: StoryRef, localePrefix = "") {
  const card = button.closest?.(".card");
  const link = card?.querySelector<HTMLAnchorElement>("a.card__link");
  // Outside a card, the toggle is the page's own story's (an article or video page): its headline.
  const page = typeof document === "undefined" || card ? null : document;
  const name =
    button.getAttribute("data-name") ??
    link?.textContent?.trim() ??
    page?.querySelector("h1")?.textContent?.trim() ??
    "";
  let url = button.getAttribute("data-url") ?? link?.getAttribute("href") ?? page?.location.pathname ?? "";
  if (localePrefix && url.startsWith(`${localePrefix}/`)) url = url.slice(localePrefix.length);
  return { ...ref, name, url };
}

type State = SaveTogglesOptions & { api: BrowserApi; list: LocalReadLater; status: HTMLElement | null };

let state: State | null = null;
let observer: MutationObserver | null = null;
let frame = 0;

function labels(options: SaveTogglesOptions) {
  return { save: options.i18n.t("account.readLater.save"), saved: options.i18n.t("account.readLater.saved") };
}

/** The like buttons' view of the page (like-toggles.ts). */
function likePage(current: State): LikePage {
  return { ...current, announce, sayFailed };
}

function paintAll() {
  if (!state) return;
  paintLikes(likePage(state));
  const texts = labels(state);
  for (const button of document.querySelectorAll<HTMLButtonElement>(TOGGLE_SELECTOR)) {
    const ref = parseToggleKey(button.getAttribute("data-save"));
    if (ref) paintToggle(button, isSaved(state.list.items, ref), texts);
  }
}

/** Says what happened in one polite live region of the page. */
async function announce(key: string) {
  if (!state) return;
  await state.i18n.pending("account");
  if (!state.status) {
    const region = document.createElement("div");
    region.setAttribute("role", "status");
    region.setAttribute("aria-live", "polite");
    region.className = "sr-only";
    document.body.append(region);
    state.status = region;
  }
  state.status.textContent = state.i18n.t(key);
}

/**
 * Says that an action failed: when its request got no answer (no connection, stopped, too slow),
 * in an error notice with the HTTP client's text (docs/behaviour/platform.md#request-behaviour); otherwise with the action's own text.
 */
async function sayFailed(error: unknown, key: string) {
  const current = state;
  if (!current) return;
  const text = await clientFailureText(current.i18n, error);
  if (text === null) {
    await announce(key);
    return;
  }
  const { showToast } = await import("#app/ui/show-toast.ts");
  showToast(text, "error", { closeLabel: current.i18n.t("personal.notices.close") });
}

function setList(list: LocalReadLater) {
  if (!state) return;
  state.list = list;
  writeLocalList(state.siteName, list);
  paintAll();
}

/** Saves or removes the toggle's story: at once on the device, then on the server when signed in. */
export async function clickToggle(button: ToggleElement): Promise<void> {
  const current = state;
  const ref = parseToggleKey(button.getAttribute("data-save"));
  if (!current || !ref) return;
  const before = current.list;
  const { list, saved } = toggleLocal(before, storyOfToggle(button, ref, current.localePrefix), new Date());
  setList(list);
  if (current.reader !== null) {
    // Offline, the change is queued (app/offline/offline-queue.ts) and the list keeps it.
    let response: Response | "queued";
    try {
      response = await sendOrQueue(
        {
          target: `read_later:${ref.context}:${ref.id}`,
          method: saved ? "POST" : "DELETE",
          path: "read_later",
          body: ref,
        },
        queueEnvironment(current),
      );
    } catch (error) {
      setList(before);
      await sayFailed(error, "account.readLater.failed");
      return;
    }
    // Removing a story the server no longer has is done all the same.
    if (response !== "queued" && !response.ok && !(response.status === 404 && !saved)) {
      setList(before);
      await announce("account.readLater.failed");
      return;
    }
  }
  await announce(saved ? "account.readLater.added" : "account.readLater.removed");
}

/** The offline queue's view of the page's reader. */
function queueEnvironment(current: State) {
  return {
    siteName: current.siteName,
    reader: current.reader,
    apiPrefix: current.apiPrefix,
    api: current.api,
  };
}

/** Likes or takes back a like (like-toggles.ts) for the page's reader: a click, or one made before this module came. */
export function clickLike(button: ToggleElement): Promise<boolean> {
  return toggleLike(button, state && likePage(state));
}

function onClick(event: MouseEvent) {
  const target = event.target as Element | null;
  const toggle = target?.closest?.(TOGGLE_SELECTOR);
  const like = toggle ? null : target?.closest?.(LIKE_SELECTOR);
  if (!toggle && !like) return;
  event.preventDefault();
  if (toggle) void clickToggle(toggle as HTMLButtonElement);
  else if (like) void clickLike(like as HTMLButtonElement);
}

/**
 * After sign-in or sign-up (or on a new device): the guest's stories go to the account once, then
 * the device mirrors the account's list. After sign-out the mirror goes. A failure leaves the
 * list as it was, for the next page.
 */
async function sync(current: State) {
  const plan = syncPlan(current.list, current.reader);
  if (plan === "none") return;
  if (plan === "clear" || current.reader === null) {
    setList({ account: null, items: [] });
    return;
  }
  const body = mergeBody(current.list);
  try {
    if (body.items.length > 0) {
      const merged = await current.api(`${current.apiPrefix}read_later/merge`, {
        method: "POST",
        body: JSON.stringify(body),
      });
      if (!merged.ok) return;
    }
    const response = await current.api(`${current.apiPrefix}read_later/export?format=json`);
    if (!response.ok || state !== current) return;
    const exported = (await response.json()) as ReadLaterExportJson;
    setList({ account: current.reader, items: exported.items.map((item) => ({ ...item, offline: true })) });
  } catch {
    // Offline or refused: the next page tries again.
  }
}

/** Starts (or, with a new reader after signing in or out, restarts) the page's toggles. */
export function startSaveToggles(options: SaveTogglesOptions): void {
  const api = state?.api ?? createBrowserApi();
  const readerChanged = state !== null && state.reader !== options.reader;
  state = { ...options, api, list: readLocalList(options.siteName), status: state?.status ?? null };
  if (readerChanged) resetLikeButtons();
  if (!observer) {
    document.addEventListener("click", onClick);
    // Cards a client navigation or "More" adds are painted as they arrive.
    observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(paintAll);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Another tab, or /readlater's remove buttons, changed the list.
    const reread = () => {
      if (state) state.list = readLocalList(state.siteName);
      paintAll();
    };
    window.addEventListener("storage", reread);
    // This tab changed the list (a toggle, /readlater, the account's mirror): its offline copies follow.
    window.addEventListener(READ_LATER_EVENT, () => {
      reread();
      keepOffline(true);
    });
    // Stories saved offline are stored once the connection is back.
    window.addEventListener("online", () => keepOffline(false));
  }
  // The toggles' texts are the account catalog's: painted once it is here.
  const texts = options.i18n.pending("account");
  if (texts) void texts.then(paintAll);
  else paintAll();
  void sync(state);
  if (state.list.items.length > 0) keepOffline(false);
}

let quotaTold = false;

/**
 * Keeps the saved stories readable offline (app/offline/saved-stories.ts, loaded only now). A full
 * storage says so once per page, in the reader's language: the list is kept, only its copy is not.
 */
function keepOffline(listChanged: boolean) {
  const current = state;
  if (!current) return;
  const onQuotaFull = async () => {
    if (quotaTold) return;
    quotaTold = true;
    // The notices' domain (decision 0081): no page loads it with its first load.
    await current.i18n.pending("personal");
    const { showToast } = await import("#app/ui/show-toast.ts");
    showToast(current.i18n.t("personal.notices.offlineFull"), "error", {
      closeLabel: current.i18n.t("personal.notices.close"),
    });
  };
  // Offline with nothing to free, the module (and its chunk request) waits for `online`.
  if (!listChanged && !navigator.onLine) return;
  import("#app/offline/saved-stories.ts")
    .then(({ keepSavedStoriesOffline }) =>
      keepSavedStoriesOffline({
        items: current.list.items,
        localePrefix: current.localePrefix,
        listChanged,
        onQuotaFull: () => void onQuotaFull(),
      }),
    )
    .catch(() => {
      // The chunk could not come (offline): the next change or `online` tries again.
    });
}
