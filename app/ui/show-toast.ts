export type ToastTone = "success" | "error";

/** The live region the notices are said in, made at the first one. */
export const TOAST_REGION_ID = "toast-region";

/** How long a notice stays before it goes. */
export const TOAST_MS = 5000;

/**
 * The page's polite live region for short notices (spec §4 "Push and notifications": in-page
 * notifications with a message and a status of success or error). It is made with the first
 * notice, so no page carries it, or this code, until it has something to say; that first notice is
 * written a moment after the region appears, so screen readers have seen the region and say it.
 */
function region(doc: Document): { element: HTMLElement; fresh: boolean } {
  const found = doc.getElementById(TOAST_REGION_ID);
  if (found) return { element: found, fresh: false };
  const element = doc.createElement("div");
  element.id = TOAST_REGION_ID;
  element.className = "toast-region";
  element.setAttribute("aria-live", "polite");
  doc.body.append(element);
  return { element, fresh: true };
}

/** Says a notice for a few seconds, in the success or the error style; several stack, newest last. */
export function showToast(message: string, tone: ToastTone, doc: Document = document): void {
  const { element, fresh } = region(doc);
  const toast = doc.createElement("p");
  toast.className = `toast toast--${tone}`;
  toast.dataset.tone = tone;
  toast.textContent = message;
  const say = () => {
    element.append(toast);
    setTimeout(() => toast.remove(), TOAST_MS);
  };
  if (fresh) setTimeout(say, 150);
  else say();
}
