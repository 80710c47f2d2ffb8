/** The live region the page renders once (ToastRegion). */
export const TOAST_REGION_ID = "toast-region";

export type ToastTone = "success" | "error";

/** How long a notice stays before it fades out. */
export const TOAST_MS = 5000;

/**
 * Says a short notice in the page's live region (ToastRegion): shown for a few seconds, in the
 * success or the error style, then removed. Several notices stack, newest last.
 */
export function showToast(message: string, tone: ToastTone, doc: Document = document): void {
  const region = doc.getElementById(TOAST_REGION_ID);
  if (!region) return;
  const toast = doc.createElement("p");
  toast.className = `toast toast--${tone}`;
  toast.dataset.tone = tone;
  toast.textContent = message;
  region.append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}
