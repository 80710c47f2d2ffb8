/*
 * The head's platform script (docs/decisions/0083-manifest-install-prompt-platform-rules.md), written by the server into every page's
 * <head> (app/pwa/head-tags.server.ts), so it costs no first-load JavaScript and runs before the
 * first paint:
 * - the viewport height as a CSS variable (docs/behaviour/platform.md#viewport-height "Viewport height: exposed to CSS as a variable,
 *   recomputed on resize"): `--app-height` is the visible height in px, set before the body is
 *   laid out (so nothing moves when it arrives) and again after a resize, at most once a frame.
 *   On a phone, `100vh` is the height with the browser's toolbars hidden; this is what is shown.
 * - the install offer's event: Chromium fires `beforeinstallprompt` once the page qualifies, which
 *   can be long before the install prompt's module arrives (after load, at idle). The script keeps
 *   it (its default, the browser's own mini-infobar, is prevented: the site offers it at a polite
 *   moment, app/pwa/install-prompt.ts) and wakes the prompt's starter if it is already waiting.
 */

/** The CSS variable holding the visible viewport height, in px. */
export const APP_HEIGHT_VAR = "--app-height";
/** Where the script keeps the browser's install event (null once installed). */
export const INSTALL_EVENT = "__icaroInstallEvent";
/** Set by the install prompt's starter: called when the event arrives after it started. */
export const INSTALL_WAKE = "__icaroInstallWake";

export function platformHeadScript(): string {
  return `(function(w,d){var r=d.documentElement,f=0;function h(){f=0;r.style.setProperty("${APP_HEIGHT_VAR}",w.innerHeight+"px")}h();w.addEventListener("resize",function(){if(!f){f=1;w.requestAnimationFrame(h)}});w.addEventListener("beforeinstallprompt",function(e){e.preventDefault();w.${INSTALL_EVENT}=e;if(w.${INSTALL_WAKE})w.${INSTALL_WAKE}()});w.addEventListener("appinstalled",function(){w.${INSTALL_EVENT}=null})})(window,document)`;
}
