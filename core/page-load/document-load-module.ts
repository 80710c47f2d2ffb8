/** Where the module notes the page it last reloaded, and for how long that stops another reload. */
const DOCUMENT_LOAD_KEY = "icaro:document-load";
const DOCUMENT_LOAD_GUARD_MS = 10_000;

/**
 * The route module the service worker answers for a page's code it neither holds nor can fetch
 * (decision 0082). React Router answers a route module that fails to load by reloading the page
 * being read: offline, a tap on a link to a page never opened would seem to do nothing (the
 * worker's offline page never shows). This module loads, and its page loads the page it is shown
 * for as a document, which the worker answers with its copy or the offline page. Usually it is not
 * even shown: the page's data request, answered at the same time, already sends the browser to the
 * document. The next time it is online the document load brings the real code.
 *
 * A copy of a page whose own code is gone (evicted, or a new build's) hydrates with this module
 * too: reloading it would load the same copy and this module again, forever. So it reloads a page
 * once per 10 s; the second time it suspends for good (a promise that never settles), which leaves
 * the copy's server HTML as it is: readable, not interactive, until the reader is online again.
 */
export const DOCUMENT_LOAD_MODULE = `export default function LoadAsDocument(){var w=window,u=w.location.href,t=Date.now(),l=null;try{l=JSON.parse(w.sessionStorage.getItem(${JSON.stringify(
  DOCUMENT_LOAD_KEY,
)})||"null");w.sessionStorage.setItem(${JSON.stringify(DOCUMENT_LOAD_KEY)},JSON.stringify({u:u,t:t}))}catch(e){}if(l&&l.u===u&&t-l.t>=0&&t-l.t<${DOCUMENT_LOAD_GUARD_MS}){w.document.documentElement.setAttribute("data-code-missing","");throw new Promise(function(){})}w.location.reload();return null}\n`;
