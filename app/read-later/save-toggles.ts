import { type BrowserApi, createBrowserApi } from "#app/api/browser-api.ts";
import { clientFailureText } from "#app/api/client-failure.ts";
import { sendOrQueue } from "#app/offline/offline-queue.ts";
import type { ArticleContext } from "#core/content.ts";
import { isSaved } from "#core/read-later.ts";
import type { LikeCountJson, ReadLaterExportJson, StoryRef } from "#core/read-later-api.ts";
import { type LocalReadLater, mergeBody, syncPlan, toggleLocal } from "#core/read-later-store.ts";
import type { I18n } from "#core/translations.ts";
import { READ_LATER_EVENT, readLocalList, writeLocalList } from "./local-read-later.ts";

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
  /** What the like button does for this reader (core/permissions.ts likeAccess: the account's scopes). */
  likes: "like" | "sign-in" | "not-allowed";
  i18n: Pick<I18n, "t" | "pending">;
  /** The page's locale prefix ("" or "/es"), taken off the cards' links so the list keeps one form. */
  localePrefix: string;
  /** Raises the login popup (app/account/LoginPopup.tsx) with a translation key: a guest's like. */
  openLogin: (message: string) => void;
};

/** What the module needs of an element: a toggle in the page, or a test's stand-in. */
export type ToggleElement = Pick<Element, "getAttribute" | "setAttribute"> & {
  firstChild: { nodeValue: string | null } | null;
  closest?: Element["closest"];
};

const CONTEXTS: readonly string[] = ["news_stories", "videos"];

/** `news_stories:12` → the story; anything else → null. */
export function parseToggleKey(value: string | null): StoryRef | null {
  const match = /^([a-z_]+):([1-9]\d{0,9})$/.exec(value ?? "");
  if (!match || !CONTEXTS.includes(match[1])) return null;
  return { context: match[1] as ArticleContext, id: Number(match[2]) };
}

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

function paintAll() {
  if (!state) return;
  paintLikes();
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

export const LIKE_SELECTOR = "button[data-like]";

/**
 * A like button's state: pressed when the reader likes the story (its name stays "Like", as a
 * toggle's should), with the story's count after it (a span added here: the server's HTML has none).
 */
export function paintLike(button: ToggleElement, answer: LikeCountJson) {
  button.setAttribute("aria-pressed", answer.liked ? "true" : "false");
  button.setAttribute("data-liked", answer.liked ? "true" : "false");
  const element = button as Partial<Element>;
  let count = element.querySelector?.(".like-button__count");
  if (!count && typeof document !== "undefined") {
    count = document.createElement("span");
    count.className = "like-button__count";
    element.append?.(count);
  }
  if (count) count.textContent = String(answer.count);
  button.setAttribute("data-count", String(answer.count));
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

/**
 * The like button of a story page (`.story-actions[data-like]`, rendered without it: likes need
 * this script), added here with the story's count and the reader's like.
 */
function paintLikes() {
  const current = state;
  if (!current) return;
  for (const scope of document.querySelectorAll(".story-actions[data-like]")) {
    const key = scope.getAttribute("data-like");
    const ref = parseToggleKey(key);
    // Painted for this story already (a client navigation to another story reuses the element).
    if (!ref || !key || scope.getAttribute("data-like-ready") === key) continue;
    scope.setAttribute("data-like-ready", key);
    scope.querySelector(LIKE_SELECTOR)?.remove();
    const button = document.createElement("button");
    button.type = "button";
    button.className = "like-button";
    button.setAttribute("data-like", key);
    button.setAttribute("aria-pressed", "false");
    // The name's place comes first, so the count (which may arrive before the texts, as after a
    // language switch) always follows it: "♡ · 0Me gusta" read the other way round.
    const name = document.createElement("span");
    name.className = "like-button__name";
    button.append(name);
    // Added once its name is known: a button without one is announced as just "button".
    const add = () => {
      name.textContent = current.i18n.t("account.readLater.like");
      scope.append(button);
    };
    const texts = current.i18n.pending("account");
    if (texts) void texts.then(add);
    else add();
    void current
      .api(`${current.apiPrefix}like/count?id=${ref.id}&context=${ref.context}`)
      .then(async (response) => {
        if (response.ok) paintLike(button, (await response.json()) as LikeCountJson);
      })
      .catch(() => {
        // The count stays empty; a like still works.
      });
  }
}

/**
 * Likes or takes back a like. A guest is asked to sign in (likes need an account), an account
 * without the `like` scope is told it may not (docs/behaviour/accounts.md#permissions); a failure changes nothing and says so
 * (docs/behaviour/read-later.md#likes "Like failures: return false without change").
 */
export async function clickLike(button: ToggleElement): Promise<boolean> {
  const current = state;
  const ref = parseToggleKey(button.getAttribute("data-like"));
  if (!current || !ref) return false;
  if (current.likes === "sign-in") {
    await current.i18n.pending("account");
    current.openLogin("account.readLater.needAccount");
    return false;
  }
  if (current.likes === "not-allowed") {
    await announce("account.readLater.likeNotAllowed");
    return false;
  }
  const liked = button.getAttribute("aria-pressed") === "true";
  try {
    const path = liked ? "unlike" : "like";
    const response = await sendOrQueue(
      { target: `like:${ref.context}:${ref.id}`, method: "POST", path, body: ref },
      queueEnvironment(current),
    );
    if (response === "queued") {
      // Sent when the connection is back; the button shows the reader's choice meanwhile.
      const count = Number(button.getAttribute("data-count") ?? "0") + (liked ? -1 : 1);
      paintLike(button, { ...ref, liked: !liked, count: Math.max(0, count) });
      return true;
    }
    if (!response.ok) throw new Error(String(response.status));
    paintLike(button, (await response.json()) as LikeCountJson);
    return true;
  } catch (error) {
    await sayFailed(error, "account.readLater.likeFailed");
    return false;
  }
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
  if (readerChanged) {
    for (const button of document.querySelectorAll(LIKE_SELECTOR)) button.remove();
    for (const scope of document.querySelectorAll("[data-like-ready]"))
      scope.removeAttribute("data-like-ready");
  }
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
