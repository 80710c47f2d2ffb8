/*
 * A click on a save or like toggle before its listener has arrived (the toggles are server HTML,
 * their module loads at idle or on the reader's first move, from the header's island, itself
 * loaded after the first paint) would do nothing. This head inline script keeps such clicks in a
 * queue that the starter (app/read-later/SaveTogglesStarter.tsx) empties and replays, and stops
 * once the starter says it is there.
 */

/** The toggles the script kept, in order. */
export const EARLY_TOGGLES = "__icaroEarlyToggles";
/** Set by the starter once it takes the clicks itself. */
export const TOGGLES_READY = "__icaroTogglesReady";
/** Called by the script on a kept click, once the starter has set it (load the module now). */
export const TOGGLES_WAKE = "__icaroTogglesWake";
export const TOGGLE_BUTTONS = "button[data-save],button[data-like]";

export function earlyToggleClicksScript(): string {
  return `(function(w){var q=w.${EARLY_TOGGLES}=[];document.addEventListener("click",function(e){if(w.${TOGGLES_READY})return;var b=e.target&&e.target.closest&&e.target.closest(${JSON.stringify(TOGGLE_BUTTONS)});if(!b)return;e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b);if(w.${TOGGLES_WAKE})w.${TOGGLES_WAKE}()},true)})(window)`;
}
