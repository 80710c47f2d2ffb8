import type { BrowserApi } from "#app/api/browser-api.ts";
import { sendOrQueue } from "#app/offline/offline-queue.ts";
import type { I18n } from "#core/i18n/translations.ts";
import type { LikeCountJson } from "#core/read-later/read-later-api.ts";
import { parseToggleKey, type ToggleElement } from "./toggle-key.ts";

/*
 * The like buttons of the story pages (docs/decisions/0074-read-later-and-likes.md), driven by the
 * save toggles' one delegated listener (save-toggles.ts), which hands them the page's reader.
 */

/** What the like buttons need of the page: its reader, API and texts, and its live region. */
export type LikePage = {
  siteName: string;
  apiPrefix: string;
  reader: string | null;
  api: BrowserApi;
  /** What the like button does for this reader (core/account/permissions.ts likeAccess: the account's scopes). */
  likes: "like" | "sign-in" | "not-allowed";
  i18n: Pick<I18n, "t" | "pending">;
  openLogin: (message: string) => void;
  /** Says what happened in the page's polite live region. */
  announce: (key: string) => Promise<void>;
  /** Says that an action failed: a notice when its request got no answer, else the action's own text. */
  sayFailed: (error: unknown, key: string) => Promise<void>;
};

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

/**
 * The like button of a story page (`.story-actions[data-like]`, rendered without it: likes need
 * this script), added here with the story's count and the reader's like.
 */
export function paintLikes(current: LikePage) {
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
export async function toggleLike(button: ToggleElement, current: LikePage | null): Promise<boolean> {
  const ref = parseToggleKey(button.getAttribute("data-like"));
  if (!current || !ref) return false;
  if (current.likes === "sign-in") {
    await current.i18n.pending("account");
    current.openLogin("account.readLater.needAccount");
    return false;
  }
  if (current.likes === "not-allowed") {
    await current.announce("account.readLater.likeNotAllowed");
    return false;
  }
  const liked = button.getAttribute("aria-pressed") === "true";
  try {
    const path = liked ? "unlike" : "like";
    const response = await sendOrQueue(
      { target: `like:${ref.context}:${ref.id}`, method: "POST", path, body: ref },
      { siteName: current.siteName, reader: current.reader, apiPrefix: current.apiPrefix, api: current.api },
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
    await current.sayFailed(error, "account.readLater.likeFailed");
    return false;
  }
}

/** With a new reader (signed in or out), the like buttons are made again for them. */
export function resetLikeButtons() {
  for (const button of document.querySelectorAll(LIKE_SELECTOR)) button.remove();
  for (const scope of document.querySelectorAll("[data-like-ready]"))
    scope.removeAttribute("data-like-ready");
}
