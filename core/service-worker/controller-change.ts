/**
 * What the page does when its service worker controller changes (`controllerchange`). The first
 * worker taking over a page that had none is not a new version: the page keeps going and asks it
 * to keep a copy. Any later change is a new version taking over (the reader's "Refresh", or
 * another tab's): the page reloads onto it, once. Whether the page had a worker is followed over
 * the page's life: one first controlled by the worker that installed while it was open must
 * still reload when a newer one takes over (it did not, before this was written down).
 */
export type ControllerChange = "keep-page" | "reload" | "nothing";

export function controllerChanges(controlledAtStart: boolean): () => ControllerChange {
  let controlled = controlledAtStart;
  let reloading = false;
  return () => {
    if (!controlled) {
      controlled = true;
      return "keep-page";
    }
    if (reloading) return "nothing";
    reloading = true;
    return "reload";
  };
}
