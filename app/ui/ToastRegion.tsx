import { TOAST_REGION_ID } from "./show-toast.ts";

/**
 * Where the page's short notices appear (spec §4 "Push and notifications": in-page notifications
 * with a message and a status of success or error): one polite live region, written by the
 * server empty so screen readers know it before anything is said in it. showToast
 * (show-toast.ts) fills it from the code that needs it, so no page carries a toast component's
 * JavaScript until it shows one.
 */
export function ToastRegion() {
  return <div id={TOAST_REGION_ID} className="toast-region" aria-live="polite" aria-atomic="false" />;
}
