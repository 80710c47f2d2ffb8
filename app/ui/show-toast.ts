/** Success and info notices are polite; errors are alerts. */
export type ToastTone = "success" | "error" | "info";

/** The box the notices' two live regions sit in, made at the first notice. */
export const TOAST_REGION_ID = "toast-region";

/** How long a notice stays before it goes (while it is not hovered or focused). */
export const TOAST_MS = 5000;

export type ToastOptions = {
  /** The close button's name, in the page's language ("Dismiss notice"). */
  closeLabel: string;
  /** Stays until dismissed or replaced (the offline notice), instead of going after TOAST_MS. */
  persist?: boolean;
  /** A button before the close button (the update prompt's "Refresh"); the notice goes when it is clicked. */
  action?: { label: string; run: () => void };
  doc?: Document;
};

export type Toast = { element: HTMLElement; dismiss: () => void };

/*
 * The page's notices (docs/behaviour/offline-push.md#push-token: in-page notifications with a message and
 * a status of success or error; docs/decisions/0081-in-page-notices.md). Successes are said in a polite `role="status"`
 * region, errors in a `role="alert"` one. Both are made with the first notice, so no page carries
 * them, or this code, until it has something to say; that first notice is written a moment after
 * the regions appear, so screen readers have seen them and say it. The box sits at the bottom of
 * the viewport (app.css), never over the sticky header's controls; notices stack, newest last.
 * Each has a close button and Escape dismisses the newest; one that is hovered or focused stays
 * (WCAG 2.2.1) and gets its full time again when left.
 */

type Live = { element: HTMLElement; dismiss: () => void };

const shown = new WeakMap<Document, Live[]>();

function live(doc: Document): Live[] {
  let list = shown.get(doc);
  if (!list) {
    list = [];
    shown.set(doc, list);
    doc.addEventListener("keydown", (event) => {
      const toasts = shown.get(doc) ?? [];
      if (event.key !== "Escape" || event.defaultPrevented || toasts.length === 0) return;
      // An open dialog or menu takes Escape for itself.
      if (doc.querySelector("dialog[open]")) return;
      toasts[toasts.length - 1].dismiss();
    });
  }
  return list;
}

function regions(doc: Document): { status: HTMLElement; alert: HTMLElement; fresh: boolean } {
  const found = doc.getElementById(TOAST_REGION_ID);
  const existing = (role: string) => found?.querySelector<HTMLElement>(`[role="${role}"]`);
  const status = existing("status");
  const alert = existing("alert");
  if (status && alert) return { status, alert, fresh: false };
  const box = doc.createElement("div");
  box.id = TOAST_REGION_ID;
  box.className = "toast-region";
  const make = (role: string) => {
    const element = doc.createElement("div");
    element.setAttribute("role", role);
    element.className = "toast-stack";
    box.append(element);
    return element;
  };
  const made = { status: make("status"), alert: make("alert") };
  found?.remove();
  doc.body.append(box);
  return { ...made, fresh: true };
}

/** Says a notice in the success or the error style; answers it, to dismiss it early. */
export function showToast(message: string, tone: ToastTone, options: ToastOptions): Toast {
  const doc = options.doc ?? document;
  const { status, alert, fresh } = regions(doc);
  const toasts = live(doc);
  const toast = doc.createElement("div");
  toast.className = `toast toast--${tone}`;
  toast.dataset.tone = tone;
  const text = doc.createElement("p");
  text.className = "toast__text";
  text.textContent = message;
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "toast__close";
  close.setAttribute("aria-label", options.closeLabel);
  close.textContent = "×";
  const action = options.action;
  if (action) {
    const button = doc.createElement("button");
    button.type = "button";
    button.className = "toast__action";
    button.textContent = action.label;
    button.addEventListener("click", () => {
      dismiss();
      action.run();
    });
    toast.append(text, button, close);
  } else toast.append(text, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const start = () => {
    stop();
    if (!options.persist && !gone) timer = setTimeout(dismiss, TOAST_MS);
  };
  function dismiss() {
    if (gone) return;
    gone = true;
    stop();
    const hadFocus = toast.contains(doc.activeElement);
    toast.remove();
    const index = toasts.findIndex((entry) => entry.element === toast);
    if (index >= 0) toasts.splice(index, 1);
    // Focus does not fall to the page's start: it goes to the next newest notice's button.
    if (hadFocus) toasts[toasts.length - 1]?.element.querySelector<HTMLElement>("button")?.focus();
  }
  close.addEventListener("click", dismiss);
  // Hovered or focused, it stays (WCAG 2.2.1 Timing Adjustable); left, it gets its time again.
  let hovered = false;
  toast.addEventListener("mouseenter", () => {
    hovered = true;
    stop();
  });
  toast.addEventListener("focusin", stop);
  toast.addEventListener("mouseleave", () => {
    hovered = false;
    if (!toast.contains(doc.activeElement)) start();
  });
  toast.addEventListener("focusout", (event) => {
    if (!toast.contains(event.relatedTarget as Node | null) && !hovered) start();
  });

  toasts.push({ element: toast, dismiss });
  const say = () => {
    if (gone) return;
    (tone === "error" ? alert : status).append(toast);
    start();
  };
  if (fresh) setTimeout(say, 150);
  else say();
  return { element: toast, dismiss };
}
